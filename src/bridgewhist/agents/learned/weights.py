"""Read the ``learned`` player's weights, a numpy ``.npz``, with the standard library only.

An ``.npz`` is a zip of ``.npy`` files; each holds a small header (a Python dict literal with
``descr``, ``fortran_order`` and ``shape``) and then the array's bytes. Only what the training
script writes is read: little-endian float32 arrays in C order, of one or two dimensions;
anything else is refused with a one-line error naming the file and the array.
"""

from __future__ import annotations

import ast
import sys
import zipfile
from array import array
from pathlib import Path

__all__ = ["WeightsError", "read_npz"]

MAGIC = b"\x93NUMPY"


class WeightsError(ValueError):
    """A weights file that is missing, damaged or not in the expected form."""


def read_npy(data: bytes, where: str) -> tuple[tuple[int, ...], list[float]]:
    """The shape and the values (C order) of one ``.npy`` file's bytes."""
    if not data.startswith(MAGIC) or len(data) < 10:
        raise WeightsError(f"{where}: not a .npy array")
    major = data[6]
    size_bytes = 2 if major == 1 else 4
    length = int.from_bytes(data[8:8 + size_bytes], "little")
    start = 8 + size_bytes
    try:
        header = ast.literal_eval(data[start:start + length].decode("latin-1"))
    except (ValueError, SyntaxError):
        raise WeightsError(f"{where}: unreadable .npy header") from None
    if not isinstance(header, dict) or header.get("descr") != "<f4" or header.get("fortran_order"):
        raise WeightsError(f"{where}: expected little-endian float32 in C order, not {header!r}")
    shape = tuple(header.get("shape", ()))
    values = array("f")
    values.frombytes(data[start + length:])
    if sys.byteorder == "big":
        values.byteswap()
    count = 1
    for dim in shape:
        count *= dim
    if len(values) != count:
        raise WeightsError(f"{where}: {len(values)} values for shape {shape}")
    return shape, values.tolist()


def read_npz(path: Path) -> dict[str, tuple[tuple[int, ...], list[float]]]:
    """Every array of an ``.npz`` by name: its shape and its values in C order.

    :raises WeightsError: for a missing or damaged file or an array of another form.
    """
    try:
        with zipfile.ZipFile(path) as archive:
            return {name.removesuffix(".npy"): read_npy(archive.read(name), f"{path.name}:{name}")
                    for name in archive.namelist()}
    except (OSError, zipfile.BadZipFile) as error:
        raise WeightsError(f"cannot read the weights {path}: {error}") from None
