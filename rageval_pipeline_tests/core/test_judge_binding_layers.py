"""The binding package's stages stay in order: each module imports only from the stages before it, so a reader can
take them one at a time (words, values, pieces, tables, evidence, subjects, age_groups, month_spans,
conflicts)."""

import ast
from pathlib import Path

from rageval_pipeline.core.judges import binding

STAGES = ("words", "values", "pieces", "tables", "evidence", "subjects", "age_groups", "month_spans", "conflicts")
PACKAGE = "rageval_pipeline.core.judges.binding"


def test_each_stage_imports_only_from_the_stages_before_it():
    folder = Path(binding.__file__).parent
    assert sorted(p.stem for p in folder.glob("*.py") if p.stem != "__init__") == sorted(STAGES)
    for index, stage in enumerate(STAGES):
        tree = ast.parse((folder / f"{stage}.py").read_text(encoding="utf-8"))
        imported = {node.module.rpartition(".")[2] for node in ast.walk(tree)
                    if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PACKAGE + ".")}
        assert imported <= set(STAGES[:index]), f"{stage} imports {sorted(imported - set(STAGES[:index]))}"
