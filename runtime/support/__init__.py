"""Standard-library helpers below every layer of the runtime, which the generator shares:
name suggestions (`suggestions`), the command-line parser of both tools (`arguments`) and
their streams and output files (`streams`)."""
