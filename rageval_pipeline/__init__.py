"""RAG evaluation as partitioned Dagster assets."""
