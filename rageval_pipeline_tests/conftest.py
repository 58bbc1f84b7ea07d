"""Fixtures shared across test layers."""

from rageval_pipeline_tests.fakes.messages_api import messages_api  # noqa: F401  (fixture registration)
