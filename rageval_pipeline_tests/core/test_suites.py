from pathlib import Path

import pytest
import yaml

from rageval_pipeline.core.config.suites import discover_suites, load_suite
from rageval_pipeline.core.errors import ConfigError

ROOT = Path(__file__).resolve().parents[2]


def _write(tmp_path: Path, data, name: str = "demo") -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data), encoding="utf-8")
    return path


def _minimal(**extra):
    data = {"name": "demo", "dataset": {"path": "cases.json"}}
    data.update(extra)
    return data


def test_bundled_sample_suite_is_valid():
    suite = load_suite(ROOT / "data" / "suites" / "sample.yaml")
    assert suite.name == "sample"
    assert suite.ab is not None and (suite.ab.baseline, suite.ab.full) == ("baseline", "full")
    assert suite.resolve(suite.dataset.path) == (ROOT / "data" / "sample" / "cases.json").resolve()
    assert suite.normalised_weights == {"answer_relevance": 0.2, "context_precision": 0.2,
                                        "context_recall": 0.2, "faithfulness": 0.4}


def test_defaults_and_weight_normalisation(tmp_path):
    suite = load_suite(_write(tmp_path, _minimal(weights={"faithfulness": 1, "answer_relevance": 1,
                                                          "context_precision": 0, "context_recall": 2})))
    assert suite.variants == {"default": {}}
    assert suite.judge.kind == "auto" and suite.judge.passes == 3
    assert suite.normalised_weights["context_recall"] == pytest.approx(0.5)
    assert suite.retrieval.ks == [1, 3, 5, 10]


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        ("name: demo\ndataset: [unclosed", "demo.yaml:2: invalid YAML"),
        ("name: demo\ndataset: {path: x.json}\nsystem:\n  adapter: http\n  config:\n    endpoint: http://a/q\n"
         "    endpoint: http://b/q\n", "demo.yaml:7: invalid YAML: key 'endpoint' appears twice in one mapping"),
        ("- just\n- a list\n", "demo.yaml: a suite file must hold a mapping"),
        ({"name": "demo"}, "demo.yaml: dataset: Field required"),
        (_minimal(name="Other"), "demo.yaml: name: must be lowercase"),
        (_minimal(name="other"), "demo.yaml: name: suite name 'other' must match the file name 'demo'"),
        (_minimal(variants={}), "demo.yaml: variants: at least one variant"),
        (_minimal(weights={"faithfulness": 1, "speed": 1}), "unknown metric(s) ['speed']"),
        (_minimal(weights={"faithfulness": 0}), "weights must be non-negative and not all zero"),
        (_minimal(ab={"baseline": "a", "full": "b"}), "ab.baseline names variant 'a'"),
        (_minimal(retrieval={"ks": [1, 3], "primary_k": 5}), "primary_k 5 must be one of ks [1, 3]"),
        (_minimal(retrieval={"ks": [0]}), "retrieval.ks: ks must be a non-empty list of positive integers"),
        (_minimal(judge={"kind": "gpt"}), "demo.yaml: judge.kind: unknown judge 'gpt'; supported: auto, local, anthropic, escalate"),
        (_minimal(system={"adapter": "grpc"}),
         "demo.yaml: system.adapter: unknown adapter 'grpc'; supported: reference, http, langchain, llamaindex"),
        (_minimal(system={"adapter": "http", "config": {"endpoint": "http://x", "timout": 3}}),
         "demo.yaml: system.config.timout: unknown key; did you mean 'timeout'? supported: endpoint, headers, "
         "timeout, request_template"),
        (_minimal(system={"adapter": "reference", "config": {"corpus": "c", "chunk_words": "many"}}),
         "demo.yaml: system.config.chunk_words: Input should be a valid integer"),
        (_minimal(execution={"timeout_s": -1}), "demo.yaml: execution.timeout_s"),
        (_minimal(surprise=True), "demo.yaml: surprise: unknown key; supported: name, description, mode, dataset"),
        (_minimal(thresholds={"composite": 1.5}), "thresholds.composite"),
    ],
)
def test_bad_suite_files_name_file_and_field(tmp_path, content, fragment):
    with pytest.raises(ConfigError) as info:
        load_suite(_write(tmp_path, content))
    assert fragment in str(info.value)


def test_missing_suite_file(tmp_path):
    with pytest.raises(ConfigError, match="nope.yaml: suite file does not exist"):
        load_suite(tmp_path / "nope.yaml")


def test_discover_only_lists_valid_names(tmp_path):
    _write(tmp_path, _minimal(), "demo")
    _write(tmp_path, _minimal(), "Bad Name")
    assert list(discover_suites(tmp_path)) == ["demo"]
    with pytest.raises(ConfigError, match="suites folder does not exist"):
        discover_suites(tmp_path / "missing")


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (_minimal(varients={"a": {}}),
         "demo.yaml: varients: unknown key; did you mean 'variants'? supported: name, description, mode, dataset, "),
        (_minimal(judge={"kind": "local", "pases": 3}), "demo.yaml: judge.pases: unknown key; did you mean 'passes'?"),
        (_minimal(thresholds={"metrcs": {}}), "demo.yaml: thresholds.metrcs: unknown key; did you mean 'metrics'?"),
        (_minimal(sweep={"base": {}, "grid": {"k": [1]}, "lst": []}),
         "demo.yaml: sweep.lst: unknown key; did you mean 'list'? supported: base, base_name, grid, list"),
        (_minimal(system={"adapter": "http", "config": {"endpoint": "http://x", "request_template": {"q": "{questoin}"}}}),
         "demo.yaml: system.config.request_template: unknown placeholder {questoin}; supported: {question}, {param.NAME}"),
        (_minimal(system={"adapter": "http", "config": {"endpoint": "http://x", "request_template": {"q": "fixed"}}}),
         "demo.yaml: system.config.request_template: has no {question} placeholder"),
        ("name: demo\ndataset: {path: cases.json}\nstart_date: 2026-13-45\n",
         "demo.yaml:3: start_date: '2026-13-45' is not a valid date (month must be in 1..12)"),
    ],
)
def test_unknown_keys_placeholders_and_dates_name_what_is_supported(tmp_path, content, expected):
    with pytest.raises(ConfigError) as info:
        load_suite(_write(tmp_path, content))
    assert expected in str(info.value)
    assert "Extra inputs are not permitted" not in str(info.value)


def test_a_suites_name_defaults_to_its_file_name(tmp_path):
    # without name: the real problem is reported, not "name: Field required (and 1 more problem(s))"
    suite = load_suite(_write(tmp_path, {"dataset": {"path": "cases.json"}}, name="nightly"))
    assert suite.name == "nightly"
    with pytest.raises(ConfigError) as info:
        load_suite(_write(tmp_path, {"datset": {"path": "cases.json"}}, name="nightly"))
    assert str(info.value).startswith("nightly.yaml: datset: unknown key; did you mean 'dataset'?")
