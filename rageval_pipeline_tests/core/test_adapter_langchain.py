"""LangChainAdapter with the real langchain-core: in-memory retriever, fake chat models, no network."""

from __future__ import annotations

import sys
from pathlib import Path

import langchain_core  # noqa: E402,F401  (a dev dependency: fail loudly if missing)
import pytest
from langchain_core.documents import Document  # noqa: E402
from langchain_core.language_models.fake_chat_models import FakeListChatModel  # noqa: E402
from langchain_core.messages import AIMessage  # noqa: E402
from langchain_core.prompts import ChatPromptTemplate  # noqa: E402
from langchain_core.runnables import RunnableConfig, RunnableLambda  # noqa: E402

from rageval_pipeline.core.adapters.langchain import LangChainAdapter, document_to_chunk  # noqa: E402
from rageval_pipeline.core.errors import ConfigError, SystemUnderTestError  # noqa: E402
from rageval_pipeline.core.records.schemas import ContextChunk, EvalCase  # noqa: E402
from rageval_pipeline.core.runtime.runner import RetryPolicy, collect_responses  # noqa: E402

FAST = RetryPolicy(retries=3, base_s=0.0, timeout_s=10.0, slow_threshold_s=5.0)

# A user's rag.py: an in-memory vector store over the deterministic HashingEmbedder, a retriever,
# a prompt and ParrotFakeChatModel (echoes its prompt, so the answer shows what the LLM was given).
# It imports a sibling module, as real projects do.
HELPERS = '''
def format_docs(docs):
    return "\\n".join(d.page_content for d in docs)
'''
RAG_FILE = '''
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.language_models.fake_chat_models import ParrotFakeChatModel
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda, RunnableParallel, RunnablePassthrough
from langchain_core.vectorstores import InMemoryVectorStore

from helpers import format_docs
from rageval_pipeline.core.retrieval.embeddings import HashingEmbedder


class HashingEmbeddings(Embeddings):
    def __init__(self):
        self.embedder = HashingEmbedder()

    def embed_documents(self, texts):
        return self.embedder.embed(list(texts)).tolist()

    def embed_query(self, text):
        return self.embedder.embed([text])[0].tolist()


store = InMemoryVectorStore(HashingEmbeddings())
store.add_documents([
    Document(id="c1", page_content="Refunds are accepted within 30 days of purchase.",
             metadata={"doc_id": "policy.txt", "page": 2}),
    Document(id="c2", page_content="Reset your password from the login page.",
             metadata={"source": "help/account.txt"}),
    Document(id="c3", page_content="Shipping takes five business days.",
             metadata={"source": "shipping.txt", "start_page": 4, "end_page": 5}),
])
retriever = store.as_retriever(search_kwargs={"k": 2})
prompt = ChatPromptTemplate.from_template("Context:\\n{context}\\n\\nQuestion: {question}")

chain = RunnableParallel(context=retriever, question=RunnablePassthrough()).assign(
    answer=RunnableLambda(lambda x: {"context": format_docs(x["context"]), "question": x["question"]})
    | prompt | ParrotFakeChatModel() | StrOutputParser()
)
not_a_chain = {"answer": "a dict is not a Runnable"}
'''


@pytest.fixture
def rag_file(tmp_path: Path) -> Path:
    (tmp_path / "helpers.py").write_text(HELPERS, encoding="utf-8")
    path = tmp_path / "rag.py"
    path.write_text(RAG_FILE, encoding="utf-8")
    return path


def case(cid: str, question: str) -> EvalCase:
    return EvalCase(id=cid, question=question, source_format="qa_json")


def test_chain_from_file_answers_with_retrieved_documents(rag_file):
    adapter = LangChainAdapter.from_chain_path(f"{rag_file}:chain")
    out = adapter.query("Are refunds accepted within 30 days of purchase?", {})
    assert out.contexts is not None and len(out.contexts) == 2
    top = out.contexts[0]
    assert top == ContextChunk(text="Refunds are accepted within 30 days of purchase.", doc_id="policy.txt",
                               chunk_id="c1", start_page=2, end_page=2, rank=1)
    assert out.contexts[1].rank == 2
    # ParrotFakeChatModel echoed the prompt: the retrieved text and the question reached the LLM
    assert out.answer.startswith("Context:\nRefunds are accepted within 30 days of purchase.")
    assert out.answer.endswith("Question: Are refunds accepted within 30 days of purchase?")
    assert adapter.describe()["chain"] == f"{rag_file}:chain"
    assert str(rag_file.parent) not in sys.path  # the folder was on sys.path only while loading


def test_source_metadata_and_page_ranges(rag_file):
    adapter = LangChainAdapter.from_chain_path(f"{rag_file}:chain")
    out = adapter.query("How many business days does shipping take?", {})
    shipping = next(c for c in out.contexts if c.doc_id == "shipping.txt")
    assert (shipping.start_page, shipping.end_page, shipping.chunk_id) == (4, 5, "c3")


def test_through_the_runner_concurrently_in_order(rag_file):
    adapter = LangChainAdapter.from_chain_path(f"{rag_file}:chain")
    cases = [case(f"q{i}", f"question number {i} about refunds?") for i in range(1, 7)]
    rows = collect_responses(adapter, cases, {"v": {}}, FAST, concurrency=3)
    assert [r.case_id for r in rows] == [f"q{i}" for i in range(1, 7)]
    assert all(r.status == "ok" and r.answer.endswith(f"number {i} about refunds?") for i, r in enumerate(rows, 1))
    assert all(r.system == "langchain" and len(r.contexts) == 2 for r in rows)


def test_string_output_means_no_contexts():
    chain = ChatPromptTemplate.from_template("{question}") | FakeListChatModel(responses=["forty-two"])
    adapter = LangChainAdapter(chain | RunnableLambda(lambda m: m.content), input_key="question")
    out = adapter.query("meaning?", {})
    assert (out.answer, out.contexts) == ("forty-two", None)


def test_message_output_and_input_key():
    seen: list[object] = []

    def echo(x: dict) -> AIMessage:
        seen.append(x)
        return AIMessage(content=[{"type": "text", "text": "block "}, {"type": "text", "text": "answer"}])

    adapter = LangChainAdapter(RunnableLambda(echo), input_key="input")
    assert adapter.query("q?", {}).answer == "block answer"
    assert seen == [{"input": "q?"}]


@pytest.mark.parametrize(("answer_key", "context_key"), [("result", "source_documents"), ("output", "documents")])
def test_other_conventional_keys(answer_key, context_key):
    docs = [Document(page_content="p0 text", metadata={"source": "a.pdf", "page": 0, "score": 0.5})]
    chain = RunnableLambda(lambda q: {answer_key: AIMessage(content="msg"), context_key: docs})
    out = LangChainAdapter(chain, page_offset=1).query("q", {})
    assert out.answer == "msg"
    assert out.contexts == [ContextChunk(text="p0 text", doc_id="a.pdf", start_page=1, end_page=1, score=0.5, rank=1)]


def test_empty_document_list_is_kept_empty():
    out = LangChainAdapter(RunnableLambda(lambda q: {"answer": "none", "context": []})).query("q", {})
    assert out.contexts == []


def test_variant_params_arrive_as_configurable():
    def answer(question: str, config: RunnableConfig) -> str:
        flags = config.get("configurable", {})
        return f"{question}|expand={flags.get('expand')}|events={flags.get('include_events')}"

    adapter = LangChainAdapter(RunnableLambda(answer))
    variants = {"baseline": {"expand": False, "include_events": False},
                "full": {"expand": True, "include_events": True}}
    rows = collect_responses(adapter, [case("q1", "q")], variants, FAST)
    assert [r.answer for r in rows] == ["q|expand=False|events=False", "q|expand=True|events=True"]


def test_chain_failures_are_classified():
    def bug(q: str) -> str:
        raise TypeError("unsupported operand")

    def flaky(q: str) -> str:
        raise RuntimeError("rate limited by the LLM provider")

    with pytest.raises(SystemUnderTestError, match="TypeError: unsupported operand") as info:
        LangChainAdapter(RunnableLambda(bug)).query("q", {})
    assert info.value.retryable is False
    with pytest.raises(SystemUnderTestError, match="RuntimeError") as info:
        LangChainAdapter(RunnableLambda(flaky)).query("q", {})
    assert info.value.retryable is True
    rows = collect_responses(LangChainAdapter(RunnableLambda(flaky)), [case("q1", "q")], {"v": {}}, FAST)
    assert rows[0].status == "error" and rows[0].attempts == 4


@pytest.mark.parametrize(("output", "message"), [
    ({"text": "x"}, "none of the answer keys"),
    (42, "must be a string or a chat message"),
    ({"answer": "a", "context": "not a list"}, "must be a list of Documents"),
    ({"answer": "a", "context": [{"page_content": "dict, not a Document"}]}, "expected a Document"),
])
def test_unusable_outputs_are_not_retryable(output, message):
    with pytest.raises(SystemUnderTestError, match=message) as info:
        LangChainAdapter(RunnableLambda(lambda q: output)).query("q", {})
    assert info.value.retryable is False


def test_loading_errors_are_config_errors(rag_file, tmp_path):
    with pytest.raises(ConfigError, match="does not exist"):
        LangChainAdapter.from_chain_path(f"{tmp_path / 'nope.py'}:chain")
    with pytest.raises(ConfigError, match="has no attribute 'chian'.*'chain'"):
        LangChainAdapter.from_chain_path(f"{rag_file}:chian")
    with pytest.raises(ConfigError, match="must be a LangChain Runnable, got dict"):
        LangChainAdapter.from_chain_path(f"{rag_file}:not_a_chain")
    with pytest.raises(ConfigError, match="expected 'path/to/file.py:attribute'"):
        LangChainAdapter.from_chain_path(str(rag_file))
    broken = tmp_path / "broken.py"
    broken.write_text("raise RuntimeError('import-time failure')\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="RuntimeError: import-time failure"):
        LangChainAdapter.from_chain_path(f"{broken}:chain")


def test_missing_extra_names_the_install_command(monkeypatch):
    monkeypatch.setitem(sys.modules, "langchain_core.runnables", None)  # import now raises ImportError
    with pytest.raises(ConfigError, match=r"pip install 'rageval_pipeline\[langchain\]'"):
        LangChainAdapter(object())


def test_document_to_chunk_reads_ids_and_scores():
    doc = Document(page_content="t", id="d-1", metadata={"source": "s.txt", "relevance_score": 0.25, "page": "3"})
    assert document_to_chunk(doc, 4) == ContextChunk(text="t", doc_id="s.txt", chunk_id="d-1", start_page=3,
                                                     end_page=3, score=0.25, rank=4)
    assert document_to_chunk("plain", 1) == ContextChunk(text="plain", rank=1)
