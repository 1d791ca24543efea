"""The simulator's PNG frames (hal/sim_display.py, --png): a module of its own, loaded only by a
run that writes them."""

import binascii
import struct

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def write_png(path, row, width, height):
    """A 1-bit greyscale PNG of a picture whose pixel row y is row(y), MONO_HLSB bytes (a 1 bit
    is white in both), written row by row. The port's deflate module cannot compress, so the
    image data goes out as stored deflate blocks, one per row (RFC 1950/1951): a valid PNG any
    viewer opens."""
    stride = (width + 7) // 8
    row_block = 5 + 1 + stride  # block header, filter byte, the row
    data_len = 2 + height * row_block + 4
    with open(path, "wb") as out:
        out.write(_PNG_SIGNATURE)
        _chunk(out, b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0))
        out.write(struct.pack(">I", data_len))
        crc = binascii.crc32(b"IDAT")
        head = b"IDAT\x78\x01"
        out.write(head)
        crc = binascii.crc32(b"\x78\x01", crc)
        a = 1
        b = 0
        for y in range(height):
            last = 1 if y == height - 1 else 0
            size = 1 + stride
            block = struct.pack("<BHHB", last, size, size ^ 0xFFFF, 0)
            line = row(y)
            out.write(block)
            out.write(line)
            crc = binascii.crc32(line, binascii.crc32(block, crc))
            a, b = _adler(b"\x00", a, b)
            a, b = _adler(line, a, b)
        tail = struct.pack(">I", (b << 16) | a)
        out.write(tail)
        out.write(struct.pack(">I", binascii.crc32(tail, crc) & 0xFFFFFFFF))
        _chunk(out, b"IEND", b"")


def _adler(data, a, b):
    for byte in data:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return a, b


def _chunk(out, kind, data):
    out.write(struct.pack(">I", len(data)))
    out.write(kind)
    out.write(data)
    out.write(struct.pack(">I", binascii.crc32(data, binascii.crc32(kind)) & 0xFFFFFFFF))
