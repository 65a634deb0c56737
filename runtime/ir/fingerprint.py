"""A structural fingerprint of an op and everything nested in it.

Like MLIR's `OperationFingerPrint`, it hashes identities (ops, values, blocks)
together with names, attributes, properties, types and locations, so any change
to the IR under the op changes the fingerprint (used by print-IR-after-change).
"""

from __future__ import annotations

from .operation import NO_ATTRIBUTES, Operation


def fingerprint(root: Operation) -> bytes:
    """A 16-byte digest that changes whenever anything under `root` changes."""
    import hashlib  # OpenSSL's start-up cost is paid by the runs that print IR on change

    digest = hashlib.blake2b(digest_size=16)
    update = digest.update
    for op in root.walk():
        parts = [
            str(id(op)),
            op.name.name,
            str(id(op.parent)),
            ",".join([str(id(v)) for v in op._operands]),
            ",".join([f"{id(r)}:{r.type.text}" for r in op.results]),
            ",".join([str(id(b)) for b in op.successors]),
            str(op.location),
        ]
        attributes = op._attributes or NO_ATTRIBUTES
        for key in sorted(attributes):
            parts.append(f"{key}={attributes[key].text}")
        parts.append("|")
        properties = op._properties or NO_ATTRIBUTES
        for key in sorted(properties):
            parts.append(f"{key}={properties[key].text}")
        for region in op.regions:
            for block in region.blocks:
                parts.append(
                    f"^{id(block)}("
                    + ",".join([f"{id(a)}:{a.type.text}" for a in block.arguments])
                    + ")"
                )
        update("\x1f".join(parts).encode("utf-8", "surrogateescape"))
    return digest.digest()
