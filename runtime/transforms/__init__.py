"""Hand-written implementations of the built-in passes (their bases are generated from `specs/`)."""
