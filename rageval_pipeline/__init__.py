"""RAG evaluation as partitioned Dagster assets."""

__version__ = "0.1.0"
