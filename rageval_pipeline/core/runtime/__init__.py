"""Running an evaluation: calling the system (retries, timeouts, checkpoints), progress, plans and pre-flight checks."""
