"""core.adhoc: seed 002's flags + eval-config.yaml → the ad-hoc suite (precedence, mapping, errors, secrets)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rageval_pipeline.core.config.adhoc import (
    CliOptions,
    build_adhoc_suite,
    load_eval_config,
    suite_yaml,
)
from rageval_pipeline.core.config.suites import load_suite
from rageval_pipeline.core.errors import ConfigError

SEED_CONFIG = """\
adapter: http
endpoint: "http://127.0.0.1:8000/query"
http:
  headers:
    Authorization: "Bearer ${RAG_API_TOKEN}"
    X-Custom-Header: "literal-value-123"
  timeout: 12
  slow_threshold: 3
concurrency: 5
retry:
  max_attempts: 3
  backoff: fixed
weights:
  faithfulness: 50
  answer_relevance: 10
  context_precision: 20
  context_recall: 20
thresholds:
  composite: 0.8
  faithfulness: 0.85
  answer_relevance: 0.7
comparison:
  semantic_similarity_threshold: 0.9
  embedding_model: "hashing-v1"
output:
  directory: "out"
  formats: ["json"]
dataset: data/tests.json
"""


@pytest.fixture
def config(tmp_path: Path) -> Path:
    folder = tmp_path / "conf"
    folder.mkdir()
    path = folder / "eval-config.yaml"
    path.write_text(SEED_CONFIG, encoding="utf-8")
    return path


def test_seed_config_fields_map_onto_the_suite(config: Path, tmp_path: Path) -> None:
    plan = build_adhoc_suite(CliOptions(config=str(config)), cwd=tmp_path)
    s = plan.suite
    assert s.name.startswith("adhoc-") and s.system.adapter == "http"
    assert s.system.config == {"endpoint": "http://127.0.0.1:8000/query",
                               "headers": {"Authorization": "Bearer ${RAG_API_TOKEN}"}}
    assert s.dataset.path == str((config.parent / "data" / "tests.json").resolve())
    assert (s.execution.concurrency, s.execution.timeout_s, s.execution.slow_threshold_s) == (5, 12.0, 3.0)
    assert (s.execution.retries, s.execution.backoff) == (2, "fixed")  # max_attempts 3 = first try + 2 retries
    assert s.weights["faithfulness"] == 50 and s.normalised_weights["faithfulness"] == pytest.approx(0.5)
    assert s.thresholds.composite == 0.8
    assert s.thresholds.metrics == {"answer_relevance": 0.7, "faithfulness": 0.85}
    assert s.thresholds.max_error_rate == 0.1  # a system that is down fails its error-rate gate (the report still exists)
    assert (s.judge.similarity_threshold, s.judge.embedder, s.judge.kind) == (0.9, "hashing-v1", "auto")
    assert list(s.variants) == ["default"]
    assert plan.output_dir == (config.parent / "out").resolve()
    assert plan.formats == ("json",)
    assert plan.env_headers == ("X-Custom-Header: literal-value-123",)


def test_flags_beat_the_config_file(config: Path, tmp_path: Path) -> None:
    options = CliOptions(config=str(config), endpoint="http://127.0.0.1:9/other", dataset="mine.json", output="res",
                         concurrency=2, timeout=4.5, slow_threshold=1.5, fail_under=0.6,
                         fail_under_metrics={"faithfulness": 0.5, "context_recall": 0.4}, judge="local")
    s = build_adhoc_suite(options, cwd=tmp_path).suite
    assert s.system.config["endpoint"] == "http://127.0.0.1:9/other"
    assert s.dataset.path == str(tmp_path / "mine.json")  # flag paths resolve against the working directory
    assert (s.execution.concurrency, s.execution.timeout_s, s.execution.slow_threshold_s) == (2, 4.5, 1.5)
    assert s.thresholds.composite == 0.6
    assert s.thresholds.metrics == {"answer_relevance": 0.7, "context_recall": 0.4, "faithfulness": 0.5}
    assert s.judge.kind == "local"
    assert build_adhoc_suite(options, cwd=tmp_path).output_dir == tmp_path / "res"


def test_flags_alone_build_a_default_suite(tmp_path: Path) -> None:
    plan = build_adhoc_suite(CliOptions(endpoint="http://127.0.0.1:1/q", dataset="d.json"), cwd=tmp_path)
    assert plan.suite.system.adapter == "http"  # an endpoint implies the http adapter
    assert plan.output_dir == tmp_path / "results"
    assert plan.formats == ("markdown", "json")
    assert plan.suite.thresholds.composite is None and plan.suite.thresholds.metrics == {}
    assert plan.suite.execution.concurrency == 1 and plan.suite.execution.timeout_s == 30.0


def test_config_variants_replace_the_default_variant(tmp_path: Path) -> None:
    cfg = tmp_path / "c.yaml"
    cfg.write_text("adapter: http\nendpoint: http://127.0.0.1:1/q\nvariants: {fast: {k: 3}, deep: {k: 10}}\n")
    s = build_adhoc_suite(CliOptions(config=str(cfg), dataset="d.json"), cwd=tmp_path).suite
    assert sorted(s.variants) == ["deep", "fast"]


def test_cli_header_loses_to_a_literal_config_header_of_the_same_name(tmp_path: Path) -> None:
    cfg = tmp_path / "c.yaml"
    cfg.write_text("adapter: http\nendpoint: http://127.0.0.1:1/q\nhttp: {headers: {X-Api-Key: from-file}}\n")
    plan = build_adhoc_suite(CliOptions(config=str(cfg), dataset="d.json"),
                             cli_headers=["x-api-key: from-flag", "X-Other: other-flag"], cwd=tmp_path)
    assert plan.env_headers == ("X-Api-Key: from-file", "X-Other: other-flag")


def test_suite_file_keeps_templates_and_never_literal_values(config: Path, tmp_path: Path) -> None:
    plan = build_adhoc_suite(CliOptions(config=str(config)), cli_headers=["X-Flag: flag-s3cr3t"], cwd=tmp_path)
    text = suite_yaml(plan.suite)
    assert "${RAG_API_TOKEN}" in text
    assert "literal-value-123" not in text and "flag-s3cr3t" not in text
    path = tmp_path / "home" / "adhoc" / "adhoc.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    again = load_suite(path, name_is_file_name=False)  # what RagevalResource.suite("adhoc") reads back
    assert again.model_dump(mode="json") == plan.suite.model_dump(mode="json")


@pytest.mark.parametrize(("body", "field", "fragment"), [
    ("http: {timeout: -1}\n", "http.timeout", "greater than 0"),
    ("concurency: 5\n", "concurency", "unknown key; did you mean 'concurrency'? supported: adapter, endpoint"),
    ("retry: {backoff: linear}\n", "retry.backoff", "exponential"),
    ("thresholds: {composite: 1.5}\n", "thresholds.composite", "less than or equal to 1"),
    ("weights: {faithfulness: 1, speed: 2}\n", "weights", "unknown metric"),
    ("adapter: soap\n", "adapter", "http"),
])
def test_invalid_config_names_file_and_field(tmp_path: Path, body: str, field: str, fragment: str) -> None:
    cfg = tmp_path / "eval-config.yaml"
    cfg.write_text(body, encoding="utf-8")
    with pytest.raises(ConfigError) as err:
        build_adhoc_suite(CliOptions(config=str(cfg), endpoint="http://127.0.0.1:1/q", dataset="d.json"),
                          cwd=tmp_path)
    message = str(err.value)
    assert message.startswith(f"{cfg}: {field}: "), message
    assert fragment in message


def test_invalid_yaml_names_the_line(tmp_path: Path) -> None:
    cfg = tmp_path / "eval-config.yaml"
    cfg.write_text("adapter: http\nhttp: [unclosed\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"eval-config\.yaml:\d+: invalid YAML"):
        load_eval_config(cfg)


def test_missing_config_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="nope.yaml: config file does not exist"):
        load_eval_config(tmp_path / "nope.yaml")


@pytest.mark.parametrize(("options", "field"), [
    (CliOptions(dataset="d.json"), "adapter"),
    (CliOptions(adapter="http", dataset="d.json"), "endpoint"),
    (CliOptions(adapter="http", endpoint="ftp://x/q", dataset="d.json"), "endpoint"),
    (CliOptions(adapter="http", endpoint="http://127.0.0.1:1/q"), "dataset"),
    (CliOptions(adapter="langchain", dataset="d.json"), "chain_path"),
    (CliOptions(adapter="llamaindex", dataset="d.json"), "index_path"),
    (CliOptions(adapter="reference", dataset="d.json"), "reference.corpus"),
])
def test_incomplete_options_say_what_is_missing(tmp_path: Path, options: CliOptions, field: str) -> None:
    with pytest.raises(ConfigError) as err:
        build_adhoc_suite(options, cwd=tmp_path)
    assert f": {field}: " in str(err.value)


def test_chain_and_index_paths_become_absolute(tmp_path: Path) -> None:
    lc = build_adhoc_suite(CliOptions(adapter="langchain", chain_path="app/rag.py:chain", dataset="d.json"),
                           cwd=tmp_path).suite
    assert lc.system.config == {"chain_path": f"{tmp_path / 'app' / 'rag.py'}:chain"}
    li = build_adhoc_suite(CliOptions(adapter="llamaindex", index_path="idx", dataset="d.json"), cwd=tmp_path).suite
    assert li.system.config == {"index_path": str(tmp_path / "idx")}


def test_reference_adapter_takes_its_corpus_from_the_config(tmp_path: Path) -> None:
    cfg = tmp_path / "c.yaml"
    cfg.write_text("adapter: reference\nreference: {corpus: corpus, embedder: hashing-v1}\n")
    s = build_adhoc_suite(CliOptions(config=str(cfg), dataset="d.json"), cwd=tmp_path).suite
    assert s.system.config == {"corpus": str(tmp_path / "corpus"), "embedder": "hashing-v1"}


@pytest.mark.parametrize(("body", "expected"), [
    ("judg: local\n", "judg: unknown key; did you mean 'judge'? supported: adapter, endpoint"),
    ("http: {timout: 3}\n", "http.timout: unknown key; did you mean 'timeout'? supported: headers, timeout"),
    ("thresholds: {faithfulnes: 0.8}\n",
     "thresholds.faithfulnes: unknown key; did you mean 'faithfulness'? supported: composite, faithfulness"),
    # no look-alike suggested: context_recall is another metric than doc_recall@5
    ("thresholds: {doc_recall@5: 0.8}\n", "thresholds.doc_recall@5: unknown key; supported: composite, faithfulness"),
    ('http: {request_template: {q: "{questoin}"}}\n',
     "http.request_template: unknown placeholder {questoin}; supported: {question}, {param.NAME}"),
    ('http: {request_template: {q: "{question}", k: "{ param.k }"}}\n',
     "http.request_template: unknown placeholder { param.k }"),
    ('http: {request_template: {q: "what is new", top_k: 5}}\n',
     "http.request_template: has no {question} placeholder, so the question would never be sent"),
])
def test_config_mistakes_say_what_is_supported(tmp_path: Path, body: str, expected: str) -> None:
    cfg = tmp_path / "eval-config.yaml"
    cfg.write_text(body, encoding="utf-8")
    with pytest.raises(ConfigError) as err:
        build_adhoc_suite(CliOptions(config=str(cfg), endpoint="http://127.0.0.1:1/q", dataset="d.json"),
                          cwd=tmp_path)
    assert str(err.value).startswith(f"{cfg}: {expected}"), str(err.value)


def test_unset_variables_in_endpoint_and_dataset_are_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("UNSET_URL", raising=False)
    monkeypatch.delenv("UNSET_DS", raising=False)
    cfg = tmp_path / "eval-config.yaml"
    cfg.write_text("endpoint: ${UNSET_URL}/query\ndataset: d.json\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"eval-config\.yaml: endpoint: environment variable \$\{UNSET_URL\} is not set"):
        build_adhoc_suite(CliOptions(config=str(cfg)), cwd=tmp_path)
    with pytest.raises(ConfigError, match=r"command line: endpoint: environment variable \$\{UNSET_URL\} is not set"):
        build_adhoc_suite(CliOptions(endpoint="${UNSET_URL}/x", dataset="d.json"), cwd=tmp_path)
    cfg.write_text("endpoint: http://127.0.0.1:1/q\ndataset: ${UNSET_DS}.json\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"eval-config\.yaml: dataset: environment variable \$\{UNSET_DS\} is not set"):
        build_adhoc_suite(CliOptions(config=str(cfg)), cwd=tmp_path)
    monkeypatch.setenv("UNSET_DS", "tests")
    monkeypatch.setenv("UNSET_URL", "http://127.0.0.1:1")
    plan = build_adhoc_suite(CliOptions(config=str(cfg)), cwd=tmp_path)
    assert plan.suite.dataset.path == str(tmp_path / "tests.json")
    plan = build_adhoc_suite(CliOptions(endpoint="${UNSET_URL}/x", dataset="d.json"), cwd=tmp_path)
    assert plan.suite.system.config["endpoint"] == "${UNSET_URL}/x"  # the template is stored, not its value


def test_a_secret_typed_into_the_endpoint_is_never_stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rageval_pipeline.core.adapters.factory import HttpSystemConfig
    from rageval_pipeline.core.config.suites import system_config

    monkeypatch.setenv("RAG_SIG", "from-the-environment")
    url = "http://user:pw-S3CRET789@127.0.0.1:1/q?k=5&api_key=SECRET456&sig=${RAG_SIG}"
    plan = build_adhoc_suite(CliOptions(endpoint=url, dataset="d.json"), cwd=tmp_path)
    text = suite_yaml(plan.suite)
    assert "SECRET456" not in text and "S3CRET789" not in text
    stored = plan.suite.system.config["endpoint"]
    assert stored == ("http://user:${RAGEVAL_CLI_URL_SECRET_1}@127.0.0.1:1/q"
                      "?k=5&api_key=${RAGEVAL_CLI_URL_SECRET_2}&sig=${RAG_SIG}")
    assert plan.endpoint_env == {"RAGEVAL_CLI_URL_SECRET_1": "pw-S3CRET789", "RAGEVAL_CLI_URL_SECRET_2": "SECRET456"}
    assert "SECRET456" not in plan.suite.name
    # the stored suite, run later without the run's process-only variables (the nightly schedule)
    path = tmp_path / "adhoc_suites" / f"{plan.suite.name}.yaml"
    path.parent.mkdir()
    path.write_text(text, encoding="utf-8")
    again = load_suite(path)
    monkeypatch.delenv("RAGEVAL_CLI_URL_SECRET_1", raising=False)
    monkeypatch.delenv("RAGEVAL_CLI_URL_SECRET_2", raising=False)
    with pytest.raises(ConfigError, match=r"system\.config\.endpoint: this ad-hoc configuration was run with a secret "
                                          r"typed into its endpoint URL.*--endpoint 'https://host/query\?api_key=\$\{RAG_KEY\}'"):
        system_config(HttpSystemConfig, again)
    for name, value in plan.endpoint_env.items():  # the run that stored it has them
        monkeypatch.setenv(name, value)
    assert system_config(HttpSystemConfig, again).endpoint == stored


def test_an_endpoint_without_secrets_is_stored_as_given(tmp_path: Path) -> None:
    url = "http://127.0.0.1:1/q?k=5&lang=en"
    plan = build_adhoc_suite(CliOptions(endpoint=url, dataset="d.json"), cwd=tmp_path)
    assert plan.suite.system.config["endpoint"] == url and plan.endpoint_env == {}
