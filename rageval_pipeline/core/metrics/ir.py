"""Ranked-retrieval metrics over whole qrels / run tables at once.

The API follows ranx (``evaluate(qrels, run, ["ndcg@10", "recall@100"])``); the numbers follow
trec_eval, which the agreement test checks against trec_eval's own test outputs.

Inputs
    ``qrels``: ``{qid: {doc_id: relevance}}`` or a table (pandas DataFrame / pyarrow Table) with
    columns ``qid, doc_id, relevance``. ``run``: ``{qid: {doc_id: score}}`` or a table with
    columns ``qid, doc_id, score``. Ids are compared as strings (``301`` and ``"301"`` are the
    same query). A dict entry with an empty ranking (``{"q7": {}}``) is a query the system was
    asked and returned nothing for: it is evaluated and scores 0. A document missing from the
    qrels is unjudged and counts as non-relevant, as in trec_eval. A document judged twice
    for one query, or a judged document listed twice in one ranking, raises (it would count
    twice); a repeated *unjudged* document is not detected, since that would cost hashing
    every run row, and simply occupies two ranks.

Ranking and ties (``tie_rule``)
    ``"trec"``: score descending, ties broken by doc id *descending* (byte-wise string
    comparison) -- what trec_eval does, so numbers match it on runs with tied scores.
    ``"stable"``: score descending, ties broken by doc id ascending -- the order people expect
    when they read a ranked list. The rank column of a TREC run file is ignored, as trec_eval
    ignores it.

Which queries are averaged
    Default (trec_eval without ``-c``): every query that appears in the run *and* in the qrels.
    This includes a qrels query whose judgments are all non-relevant -- it scores 0 on every
    metric (trec_eval and pytrec_eval do the same). Run queries absent from the qrels are
    ignored. ``complete=True`` is trec_eval ``-c``: every qrels query is averaged, and one the
    run does not contain scores 0. If no query qualifies, :class:`MetricError` is raised rather
    than returning a meaningless mean.

Metric definitions (``rel`` = the qrels value; "relevant" = ``rel >= relevance_level``)
    ``precision@k`` relevant in top k / k (trec_eval ``P_k``: the divisor is k even when fewer
    than k documents were retrieved); ``recall@k`` relevant in top k / relevant judged
    (``recall_k``); ``hit_rate@k`` 1 if any relevant in top k (``success_k``); ``mrr`` and
    ``mrr@k`` 1 / rank of the first relevant document, within k for the cut version
    (``recip_rank``; pytrec_eval cannot cut it); ``map`` and ``map@k`` average precision and its
    cut version (``map``, ``map_cut_k``); ``ndcg`` and ``ndcg@k`` graded nDCG with gain = rel
    (negative rel = 0 gain) and discount ``log2(rank + 1)``, the ideal ranking built from all
    judged documents of the query (``ndcg``, ``ndcg_cut_k``). ``relevance_level`` is trec_eval
    ``-l``: it moves the binary threshold but never the nDCG gains. A query with no relevant
    document scores 0 (never NaN).

Speed
    Per PERF_NOTES the cost of such an evaluation is in string ids and sorting, not in the
    metric math, so nothing loops over queries in Python and no string is sorted unless scores
    tie: a run whose query rows are contiguous (the usual layout) is grouped by comparing
    neighbouring ids, so only one id per query is hashed; run documents are hashed only
    against the (small) set of judged documents; each query's scores are sorted as a row of a
    dense matrix (queries bucketed by length, so padding stays bounded) and only the judged
    rows are located in it, by a vectorised binary search; doc ids are compared only for
    judged rows that tie. Every metric is then a per-query sum over those few judged rows.
    A run whose query rows are scattered costs an extra sort (about 4x slower at 10M rows).
    Measured with ``benchmarks/ir_metrics.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal, overload

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from rageval_pipeline.core.errors import MetricError

TieRule = Literal["trec", "stable"]

_QRELS_COLUMNS = ("qid", "doc_id", "relevance")
_RUN_COLUMNS = ("qid", "doc_id", "score")
_BLOCK_ELEMENTS = 1 << 22
"""Cells per dense block: bounds peak memory (~8 float64 matrices of this size) on huge runs."""


# --------------------------------------------------------------------------------------------
# Input normalisation: dicts, DataFrames and Arrow tables become the same three columns.
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Columns:
    """One side (qrels or run) as Arrow string ids plus a float64 value per row."""

    qid: pa.ChunkedArray
    doc: pa.ChunkedArray
    value: np.ndarray
    empty_qids: tuple[str, ...]
    """Queries declared with an empty ranking / judgment list (dict input only)."""


def _as_string_ids(arr: pa.ChunkedArray | pa.Array, what: str) -> pa.ChunkedArray:
    """Ids as ``large_string`` so qrels and run ids of any source type compare as strings."""
    chunked = arr if isinstance(arr, pa.ChunkedArray) else pa.chunked_array([arr])
    if chunked.null_count:
        raise MetricError(f"{what} has {chunked.null_count} missing values; every row needs an id")
    if chunked.type != pa.large_string():
        try:
            chunked = pc.cast(chunked, pa.large_string())
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
            raise MetricError(f"{what} of type {chunked.type} cannot be read as string ids: {exc}") from exc
    return chunked


def _as_values(values: Any, what: str) -> np.ndarray:
    """A finite-or-infinite float64 vector; NaN has no place in a ranking or a judgment."""
    try:
        out = np.asarray(values, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise MetricError(f"{what} must be numeric: {exc}") from exc
    nan = np.isnan(out)
    if nan.any():
        first = int(np.flatnonzero(nan)[0])
        raise MetricError(f"{what} has {int(nan.sum())} missing/NaN values (first at row {first})")
    return out


def _columns_from_mapping(data: Mapping[Any, Any], side: str, value_name: str) -> _Columns:
    """Flatten ``{qid: {doc: value}}``; this loop is inherent to dict input, tables skip it."""
    qids: list[str] = []
    counts: list[int] = []
    docs: list[Any] = []
    vals: list[Any] = []
    empty: list[str] = []
    for qid, ranking in data.items():
        if not isinstance(ranking, Mapping):
            raise MetricError(
                f"{side}[{qid!r}] must map doc ids to {value_name}s, got {type(ranking).__name__}"
            )
        if not ranking:
            empty.append(str(qid))
            continue
        qids.append(str(qid))
        counts.append(len(ranking))
        docs.extend(ranking.keys())
        vals.extend(ranking.values())
    try:
        value = np.asarray(vals, dtype=np.float64)
    except (TypeError, ValueError):
        value = None
    if value is None or np.isnan(value).any():
        for qid, ranking in data.items():
            for doc, v in ranking.items():
                if not isinstance(v, (int, float, np.number)) or v != v:
                    raise MetricError(f"{side}[{qid!r}][{doc!r}]: {value_name} must be a number, got {v!r}")
        raise MetricError(f"{side}: {value_name}s must be numbers")  # pragma: no cover - defensive
    try:
        doc_arr = pa.array(docs, type=pa.large_string())
    except (pa.ArrowTypeError, pa.ArrowInvalid):
        doc_arr = pa.array([str(d) for d in docs], type=pa.large_string())
    codes = np.repeat(np.arange(len(qids), dtype=np.int32), counts)
    qid_arr = pa.array(qids, type=pa.large_string()).take(pa.array(codes))
    return _Columns(pa.chunked_array([qid_arr]), pa.chunked_array([doc_arr]), value, tuple(empty))


def _columns_from_table(data: pd.DataFrame | pa.Table, side: str, names: tuple[str, str, str]) -> _Columns:
    """Read the three named columns of a DataFrame or Arrow table without a per-row loop."""
    present = list(data.columns) if isinstance(data, pd.DataFrame) else list(data.column_names)
    missing = [n for n in names if n not in present]
    if missing:
        raise MetricError(f"{side} table lacks column(s) {missing}; expected {list(names)}, found {present}")
    qid_name, doc_name, value_name = names
    if isinstance(data, pd.DataFrame):
        try:
            qid_raw: Any = pa.array(data[qid_name], from_pandas=True)
            doc_raw: Any = pa.array(data[doc_name], from_pandas=True)
        except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
            raise MetricError(f"{side}: id columns must hold strings or integers: {exc}") from exc
        try:
            raw_values = data[value_name].to_numpy(dtype=np.float64, na_value=np.nan)
        except (TypeError, ValueError) as exc:
            raise MetricError(f"{side} column {value_name!r} must be numeric: {exc}") from exc
    else:
        qid_raw = data.column(qid_name)
        doc_raw = data.column(doc_name)
        column = data.column(value_name)
        if column.null_count:
            raise MetricError(f"{side} column {value_name!r} has {column.null_count} missing values")
        try:
            raw_values = pc.cast(column, pa.float64()).to_numpy()
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
            raise MetricError(f"{side} column {value_name!r} must be numeric: {exc}") from exc
    return _Columns(
        _as_string_ids(qid_raw, f"{side} column {qid_name!r}"),
        _as_string_ids(doc_raw, f"{side} column {doc_name!r}"),
        _as_values(raw_values, f"{side} column {value_name!r}"),
        (),
    )


def _columns(data: Any, side: str, names: tuple[str, str, str]) -> _Columns:
    """Dispatch on the input type; anything else is a clear error, not an AttributeError."""
    if isinstance(data, Mapping):
        return _columns_from_mapping(data, side, names[2])
    if isinstance(data, (pd.DataFrame, pa.Table)):
        return _columns_from_table(data, side, names)
    raise MetricError(
        f"{side} must be a dict {{qid: {{doc_id: {names[2]}}}}}, a pandas DataFrame or a pyarrow "
        f"Table with columns {list(names)}; got {type(data).__name__}"
    )


# --------------------------------------------------------------------------------------------
# Metric names and the kernel registry.
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _MetricSpec:
    name: str
    family: str
    k: int | None


class _Hits:
    """Where the relevant-or-graded documents landed: one entry per run row with ``rel > 0``.

    Every metric is a sum over these entries per query (a few per query), so the metric math
    never touches the unjudged bulk of the run. Per-query results are vectors over all query
    codes; queries without entries keep 0.
    """

    def __init__(
        self,
        codes: np.ndarray,
        rank: np.ndarray,
        rel: np.ndarray,
        *,
        nq: int,
        level: float,
        num_rel: np.ndarray,
        idcg: Mapping[int | None, np.ndarray],
    ) -> None:
        self.codes = codes
        self.rank = rank
        self.rel = rel
        self.nq = nq
        self.level = level
        self.num_rel = num_rel
        self.idcg = idcg
        self._hits: dict[int, np.ndarray] = {}

    def within(self, k: int | None) -> np.ndarray:
        return np.ones(len(self.rank), dtype=bool) if k is None else self.rank <= k

    @cached_property
    def relevant(self) -> np.ndarray:
        return self.rel >= self.level

    def hits(self, k: int) -> np.ndarray:
        """Relevant documents in the top k, per query."""
        if k not in self._hits:
            sel = self.relevant & (self.rank <= k)
            self._hits[k] = np.bincount(self.codes[sel], minlength=self.nq).astype(np.float64)
        return self._hits[k]

    @cached_property
    def first_rank(self) -> np.ndarray:
        """Rank of the first relevant document per query, 0 when there is none."""
        first = np.full(self.nq, np.iinfo(np.int64).max, dtype=np.int64)
        np.minimum.at(first, self.codes[self.relevant], self.rank[self.relevant])
        first[first == np.iinfo(np.int64).max] = 0
        return first

    @cached_property
    def precision_at_relevant(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(codes, ranks, precision at that rank) of each relevant entry, for average precision."""
        codes, rank = self.codes[self.relevant], self.rank[self.relevant]
        order = np.lexsort((rank, codes))
        codes, rank = codes[order], rank[order]
        starts = np.flatnonzero(np.r_[True, codes[1:] != codes[:-1]]) if len(codes) else np.zeros(0, np.int64)
        seen = np.arange(len(codes)) - np.repeat(starts, np.diff(np.r_[starts, len(codes)])) + 1
        return codes, rank, seen / rank


def _ratio(num: np.ndarray, den: np.ndarray) -> np.ndarray:
    """``num / den`` with 0 where the denominator is 0 (a query without relevant documents)."""
    out = np.zeros(len(num), dtype=np.float64)
    np.divide(num, den, out=out, where=den > 0)
    return out


def _cutoff(k: int | None) -> int:
    if k is None:  # the registry only calls cutoff-only kernels with a cutoff
        raise MetricError("this metric needs a cutoff")
    return k


def _recall(h: _Hits, k: int | None) -> np.ndarray:
    return _ratio(h.hits(_cutoff(k)), h.num_rel)


def _precision(h: _Hits, k: int | None) -> np.ndarray:
    return h.hits(_cutoff(k)) / float(_cutoff(k))


def _hit_rate(h: _Hits, k: int | None) -> np.ndarray:
    return (h.hits(_cutoff(k)) > 0).astype(np.float64)


def _mrr(h: _Hits, k: int | None) -> np.ndarray:
    first = h.first_rank
    found = first > 0 if k is None else (first > 0) & (first <= k)
    out = np.zeros(h.nq, dtype=np.float64)
    np.divide(1.0, first, out=out, where=found)
    return out


def _ndcg(h: _Hits, k: int | None) -> np.ndarray:
    sel = h.within(k)
    gains = np.maximum(h.rel[sel], 0.0) / np.log2(h.rank[sel] + 1.0)
    return _ratio(np.bincount(h.codes[sel], weights=gains, minlength=h.nq), h.idcg[k])


def _map(h: _Hits, k: int | None) -> np.ndarray:
    codes, rank, precision = h.precision_at_relevant
    sel = np.ones(len(rank), dtype=bool) if k is None else rank <= k
    return _ratio(np.bincount(codes[sel], weights=precision[sel], minlength=h.nq), h.num_rel)


@dataclass(frozen=True)
class _Family:
    kernel: Callable[[_Hits, int | None], np.ndarray]
    needs_cutoff: bool


_REGISTRY: dict[str, _Family] = {
    "recall": _Family(_recall, needs_cutoff=True),
    "precision": _Family(_precision, needs_cutoff=True),
    "hit_rate": _Family(_hit_rate, needs_cutoff=True),
    "mrr": _Family(_mrr, needs_cutoff=False),
    "ndcg": _Family(_ndcg, needs_cutoff=False),
    "map": _Family(_map, needs_cutoff=False),
}

SUPPORTED_METRICS: tuple[str, ...] = tuple(
    form
    for family, spec in _REGISTRY.items()
    for form in ((f"{family}@k",) if spec.needs_cutoff else (family, f"{family}@k"))
)
"""Every accepted metric form; ``k`` is a positive integer cutoff."""

_NAME = re.compile(r"^([a-z_]+)(?:@(\d+))?$")


def _parse_metric(raw: object) -> _MetricSpec:
    """``"ndcg@10"`` -> family and cutoff, or an error that lists every supported form."""
    supported = ", ".join(SUPPORTED_METRICS)
    if not isinstance(raw, str):
        raise MetricError(f"metric names are strings, got {raw!r}; supported: {supported}")
    name = raw.strip()
    match = _NAME.match(name)
    family = match.group(1) if match else None
    if match is None or family is None or family not in _REGISTRY:
        raise MetricError(f"unknown metric {raw!r}; supported: {supported}")
    k = int(match.group(2)) if match.group(2) is not None else None
    if k is None and _REGISTRY[family].needs_cutoff:
        raise MetricError(f"metric {raw!r} needs a cutoff, e.g. '{family}@10'; supported: {supported}")
    if k is not None and k < 1:
        raise MetricError(f"metric {raw!r}: the cutoff must be a positive integer")
    return _MetricSpec(name=family if k is None else f"{family}@{k}", family=family, k=k)


def _parse_metrics(metrics: str | Sequence[str]) -> list[_MetricSpec]:
    names: Iterable[object] = [metrics] if isinstance(metrics, str) else metrics
    specs: dict[str, _MetricSpec] = {}
    for raw in names:
        spec = _parse_metric(raw)
        specs.setdefault(spec.name, spec)
    if not specs:
        raise MetricError(f"no metric requested; supported: {', '.join(SUPPORTED_METRICS)}")
    return list(specs.values())


# --------------------------------------------------------------------------------------------
# The columnar pipeline.
# --------------------------------------------------------------------------------------------

_PARALLEL_MIN_ROWS = 1 << 21
"""Hash lookups over at least this many run rows are split across two threads (Arrow drops the GIL)."""


def _single(chunked: pa.ChunkedArray) -> pa.Array:
    """One contiguous Arrow array (free when, as usual, there is a single chunk)."""
    if chunked.num_chunks == 1:
        return chunked.chunk(0)
    if chunked.num_chunks == 0:
        return pa.array([], type=chunked.type)
    return chunked.combine_chunks()


def _index_in_parts(values: pa.Array, value_set: pa.Array) -> list[tuple[int, pa.Array]]:
    """``pc.index_in`` as (offset, result) slices, two threads for long inputs."""
    n = len(values)
    if n < _PARALLEL_MIN_ROWS:
        return [(0, pc.index_in(values, value_set=value_set))]
    half = n // 2
    slices = [(0, values.slice(0, half)), (half, values.slice(half))]
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda s: pc.index_in(s[1], value_set=value_set), slices))
    return [(offset, result) for (offset, _), result in zip(slices, results, strict=True)]


def _matches(values: pa.Array, value_set: pa.Array) -> tuple[np.ndarray, np.ndarray]:
    """Rows of ``values`` found in ``value_set`` and their positions there (misses cost nothing more)."""
    rows: list[np.ndarray] = []
    codes: list[np.ndarray] = []
    for offset, result in _index_in_parts(values, value_set):
        found = pc.indices_nonzero(pc.is_valid(result))
        rows.append(found.to_numpy().astype(np.int64) + offset)
        codes.append(result.take(found).to_numpy(zero_copy_only=False).astype(np.int64))
    return np.concatenate(rows), np.concatenate(codes)


@dataclass(frozen=True)
class _Groups:
    """The run's rows grouped by query.

    ``perm`` maps grouped position -> original row (None when each query's rows are already
    contiguous, the usual case); ``starts``/``lengths`` delimit each group in grouped order;
    ``codes`` is each group's query code; ``row_codes`` the per-row code when it was needed.
    """

    perm: np.ndarray | None
    starts: np.ndarray
    lengths: np.ndarray
    codes: np.ndarray
    row_codes: np.ndarray | None

    def query_codes_of(self, rows: np.ndarray) -> np.ndarray:
        """Query code of original run rows."""
        if self.row_codes is not None:
            return np.asarray(self.row_codes[rows])
        return self.codes[np.searchsorted(self.starts, rows, side="right") - 1]


@dataclass(frozen=True)
class _Encoded:
    qid_dict: pa.Array
    qrels_codes: np.ndarray
    groups: _Groups
    in_qrels: np.ndarray
    in_run: np.ndarray


def _boundaries(qid: pa.Array) -> np.ndarray:
    """Rows where the query id changes: a byte comparison of neighbours, no hashing."""
    n = len(qid)
    if n <= 1:
        return np.zeros(n, dtype=np.int64)
    changed = pc.not_equal(qid.slice(1), qid.slice(0, n - 1)).to_numpy(zero_copy_only=False)
    return np.concatenate([np.zeros(1, dtype=np.int64), np.flatnonzero(changed).astype(np.int64) + 1])


def _encode(qrels: _Columns, run: _Columns) -> _Encoded:
    """Integer query codes shared by qrels and run, hashing one id per run *group*, not per row."""
    run_qid = _single(run.qid)
    starts = _boundaries(run_qid)
    heads = run_qid.take(pa.array(starts))
    q_extra = pa.array(list(qrels.empty_qids), type=pa.large_string())
    r_extra = pa.array(list(run.empty_qids), type=pa.large_string())
    parts = [_single(qrels.qid), q_extra, heads, r_extra]
    encoded = pa.concat_arrays(parts).dictionary_encode()
    all_codes = encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)
    bounds = np.cumsum([0] + [len(p) for p in parts])
    qrels_codes, q_extra_codes, head_codes, r_extra_codes = (
        all_codes[bounds[i] : bounds[i + 1]] for i in range(4)
    )
    qid_dict = encoded.dictionary
    nq = len(qid_dict)

    n = len(run_qid)
    lengths = np.diff(np.r_[starts, n]).astype(np.int64)
    if len(head_codes) == 0 or np.bincount(head_codes).max() == 1:
        groups = _Groups(None, starts, lengths, head_codes, None)
    else:  # a query's rows are scattered: sort the rows by query code
        row_codes = np.repeat(head_codes, lengths)
        # Order inside a query is irrelevant (rows are re-ranked by score, then doc id), so the
        # fast unstable sort is enough.
        perm = np.argsort(row_codes.astype(np.int32)).astype(np.int64)
        sorted_codes = row_codes[perm]
        g_starts = np.flatnonzero(np.r_[True, sorted_codes[1:] != sorted_codes[:-1]]).astype(np.int64)
        g_lengths = np.diff(np.r_[g_starts, n]).astype(np.int64)
        groups = _Groups(perm, g_starts, g_lengths, sorted_codes[g_starts], row_codes)

    in_qrels = np.zeros(nq, dtype=bool)
    in_qrels[qrels_codes] = True
    in_qrels[q_extra_codes] = True
    in_run = np.zeros(nq, dtype=bool)
    in_run[head_codes] = True
    in_run[r_extra_codes] = True
    return _Encoded(qid_dict, qrels_codes, groups, in_qrels, in_run)


@dataclass(frozen=True)
class _Judgments:
    """qrels as sorted integer keys ``qcode * n_docs + doc_code`` with their relevance."""

    doc_dictionary: pa.Array
    keys: np.ndarray
    rel: np.ndarray


def _judgments(qrels: _Columns, q_codes: np.ndarray, qid_dict: pa.Array) -> _Judgments:
    """Index the (small) qrels; a document judged twice for one query is an input error."""
    encoded = _single(qrels.doc).dictionary_encode()
    doc_codes = encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)
    doc_dict = encoded.dictionary
    keys = q_codes * max(len(doc_dict), 1) + doc_codes
    order = np.argsort(keys, kind="stable")
    keys, rel = keys[order], qrels.value[order]
    dup = np.flatnonzero(keys[1:] == keys[:-1])
    if dup.size:
        row = int(order[dup[0]])
        raise MetricError(
            f"qrels judge document {qrels.doc[row].as_py()!r} more than once for query "
            f"{qid_dict[int(q_codes[row])].as_py()!r}"
        )
    return _Judgments(doc_dict, keys, rel)


@dataclass(frozen=True)
class _Judged:
    """Run rows whose document is judged with ``rel > 0``: original row, query code, relevance."""

    rows: np.ndarray
    codes: np.ndarray
    rel: np.ndarray


def _lookup_relevance(run: _Columns, groups: _Groups, judged: _Judgments, qid_dict: pa.Array) -> _Judged:
    """Find the run rows that hit a judged document with positive relevance.

    Run documents are hashed only against the judged documents; the few rows that hit one are
    then matched to their own query's judgments with integer keys. Unjudged rows (rel 0) and
    non-relevant / negative judgments contribute to no metric, so they are dropped here.
    """
    empty = _Judged(np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0))
    if len(run.value) == 0 or len(judged.keys) == 0:
        return empty
    rows, doc_codes = _matches(_single(run.doc), judged.doc_dictionary)
    codes = groups.query_codes_of(rows)
    keys = codes * max(len(judged.doc_dictionary), 1) + doc_codes
    pos = np.minimum(np.searchsorted(judged.keys, keys), len(judged.keys) - 1)
    found = judged.keys[pos] == keys
    rows, codes, keys, pos = rows[found], codes[found], keys[found], pos[found]
    _reject_duplicate_judged(run, rows, keys, codes, qid_dict)
    rel = judged.rel[pos]
    positive = rel > 0
    return _Judged(rows[positive], codes[positive], rel[positive])


def _reject_duplicate_judged(run: _Columns, rows: np.ndarray, keys: np.ndarray, codes: np.ndarray, qid_dict: pa.Array) -> None:
    """A judged document listed twice for a query would count twice (recall > 1): refuse.

    Only judged rows are checked -- checking every row would cost hashing every run document.
    """
    order = np.argsort(keys, kind="stable")
    dup = np.flatnonzero(keys[order][1:] == keys[order][:-1])
    if dup.size:
        i = int(order[dup[0]])
        raise MetricError(
            f"run lists document {run.doc[int(rows[i])].as_py()!r} more than once for query "
            f"{qid_dict[int(codes[i])].as_py()!r}"
        )


def _ideal_dcg(q_codes: np.ndarray, rel: np.ndarray, nq: int, cutoffs: set[int | None]) -> dict[int | None, np.ndarray]:
    """Ideal DCG per query at each needed cutoff, from every judged document's gain."""
    gains = np.maximum(rel, 0.0)
    keep = gains > 0
    codes, gains = q_codes[keep], gains[keep]
    order = np.lexsort((-gains, codes))
    codes, gains = codes[order], gains[order]
    starts = np.flatnonzero(np.r_[True, codes[1:] != codes[:-1]]) if len(codes) else np.zeros(0, np.int64)
    pos = np.arange(len(codes)) - np.repeat(starts, np.diff(np.r_[starts, len(codes)]))
    contrib = gains / np.log2(pos + 2.0)
    out: dict[int | None, np.ndarray] = {}
    for k in cutoffs:
        sel = np.ones(len(codes), dtype=bool) if k is None else pos < k
        out[k] = np.bincount(codes[sel], weights=contrib[sel], minlength=nq)
    return out


def _search(flat: np.ndarray, base: np.ndarray, width: int, value: np.ndarray, *, right: bool) -> np.ndarray:
    """Vectorised binary search of ``value[i]`` in the sorted slice ``flat[base[i]:base[i]+width]``.

    Returns absolute positions (``searchsorted`` with side left/right), all entries at once.
    """
    lo = base.copy()
    hi = base + width
    last = len(flat) - 1
    for _ in range(int(width).bit_length()):
        active = lo < hi
        mid = (lo + hi) >> 1
        probe = flat[np.minimum(mid, last)]
        go = active & ((probe <= value) if right else (probe < value))
        lo = np.where(go, mid + 1, lo)
        hi = np.where(active & ~go, mid, hi)
    return lo


def _block_keys(score: np.ndarray, starts: np.ndarray, lengths: np.ndarray, width: int) -> np.ndarray:
    """Sort keys ``-score`` as a (queries x width) matrix, padded with ``+inf`` (sorts last).

    Equal-length adjacent queries -- the common case -- are one slice of the score column.
    """
    n = len(starts)
    if bool((lengths == width).all()) and (n == 1 or bool((np.diff(starts) == width).all())):
        lo = int(starts[0])
        return np.asarray(np.negative(score[lo : lo + n * width])).reshape(n, width)
    offsets = np.cumsum(lengths) - lengths
    idx = np.arange(int(lengths.sum()), dtype=np.int64)
    keys = np.full(n * width, np.inf)
    keys[idx + np.repeat(np.arange(n, dtype=np.int64) * width - offsets, lengths)] = -score[
        idx + np.repeat(starts - offsets, lengths)
    ]
    return keys.reshape(n, width)


@dataclass(frozen=True)
class _Ranker:
    """Ranks judged rows inside their query: score descending, ties by doc id per ``tie_rule``."""

    score: np.ndarray
    """Scores in grouped order."""
    groups: _Groups
    docs: pa.Array
    descending_docs: bool

    def doc_order(self, positions: np.ndarray) -> np.ndarray:
        """Dense rank of the doc ids at grouped positions (byte-wise string order)."""
        original = positions if self.groups.perm is None else self.groups.perm[positions]
        ranks = pc.rank(self.docs.take(pa.array(original)), sort_keys="ascending", tiebreaker="dense")
        return np.asarray(ranks.to_numpy(zero_copy_only=False), dtype=np.int64)

    def ranks(self, positions: np.ndarray) -> np.ndarray:
        """1-based rank of each grouped position within its query's ranking.

        Queries are processed in blocks of similar length (bucketed by the power of two above
        the length, so padding wastes at most half) capped at ``_BLOCK_ELEMENTS`` cells; only
        blocks that contain a judged row are sorted at all.
        """
        groups = self.groups
        group_of = np.searchsorted(groups.starts, positions, side="right") - 1
        out = np.zeros(len(positions), dtype=np.int64)
        size_class = np.ceil(np.log2(groups.lengths)).astype(np.int64)
        block_of = np.zeros(len(groups.starts), dtype=np.int64)
        row_of = np.zeros(len(groups.starts), dtype=np.int64)
        blocks: list[tuple[np.ndarray, int]] = []
        for cls in np.unique(size_class):
            members = np.flatnonzero(size_class == cls)
            width = int(groups.lengths[members].max())
            step = max(1, _BLOCK_ELEMENTS // width)
            for lo in range(0, len(members), step):
                sel = members[lo : lo + step]
                block_of[sel] = len(blocks)
                row_of[sel] = np.arange(len(sel))
                blocks.append((sel, width))
        entry_block = block_of[group_of]
        by_block = np.argsort(entry_block, kind="stable")
        bounds = np.searchsorted(entry_block[by_block], np.arange(len(blocks) + 1))
        for b, (sel, width) in enumerate(blocks):
            entries = by_block[bounds[b] : bounds[b + 1]]
            if entries.size:
                out[entries] = self._block_ranks(sel, width, positions[entries], group_of[entries], row_of)
        return out

    def _block_ranks(
        self, sel: np.ndarray, width: int, positions: np.ndarray, group_of: np.ndarray, row_of: np.ndarray
    ) -> np.ndarray:
        """Rank = 1 + documents scored higher + tied documents ordered before by doc id."""
        starts, lengths = self.groups.starts, self.groups.lengths
        keys = _block_keys(self.score, starts[sel], lengths[sel], width)
        keys.sort(axis=1)
        flat = keys.reshape(-1)
        base = row_of[group_of] * width
        value = -self.score[positions]
        below = _search(flat, base, width, value, right=False)
        upto = _search(flat, base, width, value, right=True)
        rank: np.ndarray = np.asarray(below - base + 1, dtype=np.int64)
        tied = np.flatnonzero(upto - below > 1)
        if tied.size:
            rank[tied] += self._tie_offsets(positions[tied], starts[group_of[tied]], lengths[group_of[tied]], width)
        return rank

    def _tie_offsets(self, positions: np.ndarray, starts: np.ndarray, lengths: np.ndarray, width: int) -> np.ndarray:
        """How many equal-score documents of the same query come before each tied judged row."""
        out = np.zeros(len(positions), dtype=np.int64)
        step = max(1, _BLOCK_ELEMENTS // width)
        columns = np.arange(width, dtype=np.int64)
        for lo in range(0, len(positions), step):
            pos, start, length = positions[lo : lo + step], starts[lo : lo + step], lengths[lo : lo + step]
            cells = start[:, None] + columns[None, :]
            inside = columns[None, :] < length[:, None]
            probe = self.score[np.minimum(cells, len(self.score) - 1)]
            member = inside & (probe == self.score[pos][:, None]) & (cells != pos[:, None])
            entry, col = np.nonzero(member)
            order = self.doc_order(np.concatenate([pos, cells[entry, col]]))
            own, other = order[: len(pos)], order[len(pos) :]
            before = other > own[entry] if self.descending_docs else other < own[entry]
            out[lo : lo + step] = np.bincount(entry[before], minlength=len(pos))
        return out


@overload
def evaluate(
    qrels: Any,
    run: Any,
    metrics: str | Sequence[str],
    *,
    per_query: Literal[False] = ...,
    tie_rule: TieRule = ...,
    relevance_level: float = ...,
    complete: bool = ...,
) -> dict[str, float]: ...


@overload
def evaluate(
    qrels: Any,
    run: Any,
    metrics: str | Sequence[str],
    *,
    per_query: Literal[True],
    tie_rule: TieRule = ...,
    relevance_level: float = ...,
    complete: bool = ...,
) -> dict[str, dict[str, float]]: ...


def evaluate(
    qrels: Any,
    run: Any,
    metrics: str | Sequence[str],
    *,
    per_query: bool = False,
    tie_rule: TieRule = "trec",
    relevance_level: float = 1,
    complete: bool = False,
) -> dict[str, float] | dict[str, dict[str, float]]:
    """Evaluate a ranked run against relevance judgments (semantics in the module docstring).

    Returns ``{metric: mean}`` in the order the metrics were requested, or with
    ``per_query=True`` ``{qid: {metric: value}}`` for every averaged query, qids sorted as
    strings. ``relevance_level`` is trec_eval ``-l``; ``complete=True`` is trec_eval ``-c``.
    Raises :class:`MetricError` for unknown metrics, malformed inputs, duplicate judgments,
    a judged document listed twice in one ranking, and when no query can be averaged.
    """
    specs = _parse_metrics(metrics)
    if tie_rule not in ("trec", "stable"):
        raise MetricError(f"tie_rule must be 'trec' or 'stable', got {tie_rule!r}")
    if isinstance(relevance_level, bool) or not isinstance(relevance_level, (int, float)) or not relevance_level > 0:
        raise MetricError(f"relevance_level must be a positive number, got {relevance_level!r}")
    q_cols = _columns(qrels, "qrels", _QRELS_COLUMNS)
    r_cols = _columns(run, "run", _RUN_COLUMNS)

    enc = _encode(q_cols, r_cols)
    nq = len(enc.qid_dict)
    averaged = enc.in_qrels if complete else enc.in_qrels & enc.in_run
    if not averaged.any():
        raise MetricError(
            f"no query appears in both qrels ({int(enc.in_qrels.sum())} queries) and run "
            f"({int(enc.in_run.sum())} queries); query ids are compared as strings"
        )
    judgments = _judgments(q_cols, enc.qrels_codes, enc.qid_dict)
    judged = _lookup_relevance(r_cols, enc.groups, judgments, enc.qid_dict)
    groups = enc.groups
    if groups.perm is None:
        score, positions = r_cols.value, judged.rows
    else:
        score = r_cols.value[groups.perm]
        inverse = np.empty(len(groups.perm), dtype=np.int64)
        inverse[groups.perm] = np.arange(len(groups.perm))
        positions = inverse[judged.rows]
    ranker = _Ranker(score, groups, _single(r_cols.doc), descending_docs=(tie_rule == "trec"))
    ndcg_cutoffs = {s.k for s in specs if s.family == "ndcg"}
    hits = _Hits(
        judged.codes,
        ranker.ranks(positions),
        judged.rel,
        nq=nq,
        level=float(relevance_level),
        num_rel=np.bincount(enc.qrels_codes, weights=(q_cols.value >= relevance_level), minlength=nq),
        idcg=_ideal_dcg(enc.qrels_codes, q_cols.value, nq, ndcg_cutoffs) if ndcg_cutoffs else {},
    )
    values = {s.name: _REGISTRY[s.family].kernel(hits, s.k) for s in specs}
    if not per_query:
        return {name: float(np.mean(v[averaged])) for name, v in values.items()}
    return _per_query(values, enc.qid_dict, np.flatnonzero(averaged))


def _per_query(values: Mapping[str, np.ndarray], qid_dict: pa.Array, codes: np.ndarray) -> dict[str, dict[str, float]]:
    """``{qid: {metric: value}}`` with qids in string order, for deterministic output."""
    qids = qid_dict.take(pa.array(codes)).to_pylist()
    order = sorted(range(len(qids)), key=qids.__getitem__)
    names = list(values)
    columns = [values[n][codes].tolist() for n in names]
    return {qids[i]: {n: col[i] for n, col in zip(names, columns, strict=True)} for i in order}


__all__ = ["SUPPORTED_METRICS", "TieRule", "evaluate"]
