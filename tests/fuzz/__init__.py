"""Fuzz campaigns: bounded in the suite (tests/test_fuzz_*.py), long under `make fuzz`."""
