"""The records flowing between stages (pydantic models), their Arrow schemas, JSONL and content hashes."""
