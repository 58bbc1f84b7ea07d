"""Assets called directly as functions with ``build_asset_context``: no job, no IO manager — the
asset body is glue around core, and its output and metadata are checked as such."""

import pyarrow as pa
from dagster import build_asset_context

from rageval_pipeline.core import stages
from rageval_pipeline.core.records import tables
from rageval_pipeline.core.records.schemas import Rubric, Score, SystemResponse, Verdict
from rageval_pipeline.defs.assets.cases import build_eval_cases
from rageval_pipeline.defs.assets.scores import build_case_scores
from rageval_pipeline.defs.resources import RagevalResource
from rageval_pipeline.defs.suite_scope import SuiteScope
from rageval_pipeline_tests.support.tiny_project import CASES

KEY = "2026-11-20"
SCOPE = SuiteScope("sample", start_date="2026-11-01")
eval_cases = build_eval_cases(SCOPE)
case_scores = build_case_scores(SCOPE)


def test_eval_cases_called_directly(tiny):
    rageval = RagevalResource(suites_dir=str(tiny["suites"]), home=str(tiny["home"]))
    with build_asset_context(partition_key=KEY, resources={"rageval": rageval}) as context:
        output = eval_cases(context)
    table = output.value
    assert isinstance(table, pa.Table) and table.column("id").to_pylist() == [c["id"] for c in CASES]
    assert output.metadata["cases"].value == len(CASES) == 4 and output.metadata["negatives"].value == 1
    assert output.data_version.value == output.metadata["content_hash"].value  # the dataset hash versions the data


def test_case_scores_called_directly_with_upstream_tables(tiny):
    rageval = RagevalResource(suites_dir=str(tiny["suites"]), home=str(tiny["home"]))
    with build_asset_context(partition_key=KEY, resources={"rageval": rageval}) as context:
        cases = eval_cases(context).value
    case = stages.cases_from_table(cases)[0]
    response = SystemResponse(case_id=case.id, variant="full", system="fake", question=case.question,
                              answer="A full refund within 30 days.", contexts=None, latency_ms=12.0)
    no_contexts = Score.unmeasured("system did not provide contexts")
    verdict = Verdict(case_id=case.id, variant="full", judge="fake", confidence=0.9, faithfulness=no_contexts,
                      rubric=Rubric(correctness=2, completeness=2, evidence=2, hallucination=2),
                      answer_relevance=Score(value=0.8), context_precision=no_contexts, context_recall=no_contexts,
                      semantic_similarity=Score.unmeasured("not asked"))
    responses = tables.to_table([response], tables.SYSTEM_RESPONSES)
    verdicts = tables.to_table([verdict], tables.JUDGE_VERDICTS)
    with build_asset_context(partition_key=KEY, resources={"rageval": rageval}) as context:
        output = case_scores(context, eval_cases=cases, system_responses=responses, judge_verdicts=verdicts)
    row = stages.case_scores_from_table(output.value)[0]
    assert row.composite.value == 0.8 and row.weights_renormalised
    assert row.composite_coverage == 0.2  # answer relevance carries 20% of the default weight
    assert output.metadata["full/composite"].value == 0.8
