"""Renders Tablebot's icon (resources/icons/tablebot.svg, drawn for the app) into what the desktops want:

- tablebot-<N>.png at 16, 32, 48, 64, 128 and 256 px: the window's icon (tablebot.gui.icon) and the
  Linux hicolor theme (`make install-desktop` copies them to ~/.local/share/icons/hicolor/NxN/apps/);
- tablebot.ico: Windows (pyside6-deploy's icon on Windows), every PNG size in one file;
- tablebot.icns: macOS (pyside6-deploy's icon on macOS), PNG entries from 16 to 512 px (and 1024 for
  Retina's 512@2x).

Run it after changing the SVG (`make icons`); the results are committed, so neither the build nor the
app needs QtSvg. Qt draws (QSvgRenderer) and writes the PNGs; the ICO and ICNS containers are assembled here around
those PNGs: Qt's own writers put one image in a file (ico), or write a table of contents Qt's own
reader rejects (icns).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SVG = ICONS / "tablebot.svg"
SIZES = (16, 32, 48, 64, 128, 256)
ICNS_TYPES = (("ic11", 32), ("ic12", 64), ("ic07", 128), ("ic13", 256), ("ic08", 256), ("ic14", 512),
              ("ic09", 512), ("ic10", 1024))
"""Apple's PNG icon types and their pixel sizes (ic11..ic14 and ic10 are the @2x ones)."""


def render(size: int) -> object:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {SVG} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def write(image: object, path: Path, fmt: str) -> None:
    from PySide6.QtGui import QImageWriter

    writer = QImageWriter(str(path), fmt.encode())
    if not writer.write(image):  # type: ignore[arg-type]
        raise SystemExit(f"make_icons: cannot write {path}: {writer.errorString()}")


def ico(pngs: list[tuple[int, bytes]]) -> bytes:
    """An ICO holding each PNG as it is (PNG entries: Windows Vista and later). Qt's ico writer
    writes one image per file; Windows picks the size it needs from several."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in pngs:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """An ICNS of PNG entries (macOS 10.7 and later read them; no table of contents, it is optional)."""
    body = b"".join(kind.encode() + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def png_bytes(image: object) -> bytes:
    from PySide6.QtCore import QBuffer, QIODevice

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[attr-defined]
        raise SystemExit("make_icons: cannot encode a PNG")
    return bytes(buffer.data().data())


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    pngs = []
    for size in SIZES:
        path = ICONS / f"tablebot-{size}.png"
        write(render(size), path, "png")
        pngs.append((size, path.read_bytes()))
        print(f"make_icons: {path.relative_to(ICONS.parents[1])}")
    (ICONS / "tablebot.ico").write_bytes(ico(pngs))
    print(f"make_icons: {(ICONS / 'tablebot.ico').relative_to(ICONS.parents[1])} ({', '.join(map(str, SIZES))} px)")
    sizes = sorted({size for _, size in ICNS_TYPES})
    (ICONS / "tablebot.icns").write_bytes(icns({size: png_bytes(render(size)) for size in sizes}))
    print(f"make_icons: {(ICONS / 'tablebot.icns').relative_to(ICONS.parents[1])} ({', '.join(map(str, sizes))} px)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
