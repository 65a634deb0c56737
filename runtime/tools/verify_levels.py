"""The levels of `--verify-diagnostics`, apart from the verifier (`expected_diagnostics`), which
is imported only for inputs that need it."""

ONLY_EXPECTED = "only-expected"
ALL = "all"
VERIFY_LEVELS = {"": ALL, ALL: ALL, ONLY_EXPECTED: ONLY_EXPECTED}  # `--verify-diagnostics=`
