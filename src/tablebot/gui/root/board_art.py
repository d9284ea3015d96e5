"""The board's own vector art (drawn for the project, no scans): the woodland regions between the
paths, the suit symbols, the warriors' figures, the ferry and the rubble of a closed path.

Shapes are QPainterPaths in scene units, so the board stays crisp at any size and pixel ratio.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF, QTransform

from ...games.root.board import Board

Point = tuple[float, float]
_ODD_EVEN = Qt.FillRule.OddEvenFill


# -- the woodland: faces of the planar map --------------------------------------------------------
def _cross(o: Point, a: Point, b: Point) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def segments_cross(p: Point, q: Point, r: Point, s: Point) -> bool:
    """Whether segments p-q and r-s cross at a point inside both (touching ends do not count)."""
    d1, d2 = _cross(r, s, p), _cross(r, s, q)
    d3, d4 = _cross(p, q, r), _cross(p, q, s)
    return ((d1 > 1e-9 and d2 < -1e-9) or (d1 < -1e-9 and d2 > 1e-9)) and \
        ((d3 > 1e-9 and d4 < -1e-9) or (d3 < -1e-9 and d4 > 1e-9))


def signed_area(points: list[Point]) -> float:
    return sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(points, points[1:] + points[:1], strict=True)) / 2


def planar_faces(points: Mapping[Hashable, Point], edges: Iterable[tuple[Hashable, Hashable]]) -> list[list[Hashable]]:
    """Every face of a plane straight-line graph as its cycle of vertices (the half-edge walk:
    at each vertex, leave by the edge next round from the one arrived by)."""
    around: dict[Hashable, list[Hashable]] = {n: [] for n in points}
    for u, v in edges:
        if v not in around[u]:
            around[u].append(v)
            around[v].append(u)
    for u, nbrs in around.items():
        ux, uy = points[u]
        nbrs.sort(key=lambda v: math.atan2(points[v][1] - uy, points[v][0] - ux))
    seen: set[tuple[Hashable, Hashable]] = set()
    faces = []
    for u, nbrs in around.items():
        for v in nbrs:
            if (u, v) in seen:
                continue
            face, a, b = [], u, v
            while (a, b) not in seen:
                seen.add((a, b))
                face.append(a)
                nbrs = around[b]
                a, b = b, nbrs[(nbrs.index(a) - 1) % len(nbrs)]
            faces.append(face)
    return faces


def lake_cycle(coast: Iterable[int], centres: Mapping[int, Point]) -> list[int]:
    """The coastal clearings in order round the lake (by angle about their middle)."""
    ids = list(coast)
    if not ids:
        return []
    mx = sum(centres[c][0] for c in ids) / len(ids)
    my = sum(centres[c][1] for c in ids) / len(ids)
    return sorted(ids, key=lambda c: math.atan2(centres[c][1] - my, centres[c][0] - mx))


@dataclass(frozen=True)
class Woodland:
    """The map's regions: each forest's outline, the lake's, and a point inside each forest
    (where its pieces stand), all in scene units."""

    forests: dict[str, QPolygonF]
    inner: dict[str, QPointF]
    lake: QPolygonF | None


def woodland(board: Board, centres: Mapping[int, Point], width: float, height: float, radius: float) -> Woodland:
    """The forests as the faces of the planar map: clearings joined by paths (the Mountain's closed
    ones too), the map's edge (joined to the clearings that touch it) and on the Lake the lake's
    shore. A forest is the face whose clearings are the ones it borders (maps.json)."""
    points: dict[Hashable, Point] = dict(centres)
    edges: list[tuple[Hashable, Hashable]] = [(a, b) for a, b in board.graph.edges()]
    cycle = lake_cycle(board.coast, centres) if len(board.coast) >= 3 else []
    edges += [(a, b) for a, b in zip(cycle, cycle[1:] + cycle[:1], strict=True)]
    corners = {"nw": (0.0, 0.0), "ne": (width, 0.0), "se": (width, height), "sw": (0.0, height)}
    points.update(corners)
    on_edge: list[tuple[float, Hashable]] = [(0.0, "nw"), (width, "ne"), (width + height, "se"),
                                             (2 * width + height, "sw")]
    segments = [(centres[a], centres[b]) for a, b in edges if a in centres and b in centres]
    # Spokes: each clearing near the edge touches it (a corner clearing its corner), unless a path lies between.
    for c in board.clearings:
        x, y = centres[c.id]
        if c.corner:
            name = ("n" if y < height / 2 else "s") + ("w" if x < width / 2 else "e")
            ends = [(corners[name], name)]
        else:
            gaps = {"top": y, "bottom": height - y, "left": x, "right": width - x}
            side = min(gaps, key=lambda k: gaps[k])
            if gaps[side] > 2.4 * radius:
                continue
            end = {"top": (x, 0.0), "bottom": (x, height), "left": (0.0, y), "right": (width, y)}[side]
            name = f"edge{c.id}"
            perimeter = {"top": x, "right": width + y, "bottom": 2 * width + height - x,
                         "left": 2 * width + 2 * height - y}[side]
            ends = [(end, name)]
            on_edge.append((perimeter, name))
        for end, name in ends:
            if any(segments_cross((x, y), end, p, q) for p, q in segments):
                continue
            if any(other.id != c.id and _near_segment(centres[other.id], (x, y), end, radius)
                   for other in board.clearings):
                continue
            points[name] = end
            edges.append((c.id, name))
    on_edge.sort(key=lambda t: t[0])
    used = [n for _, n in on_edge if n in corners or any(n == e[1] for e in edges)]
    edges += list(zip(used, used[1:] + used[:1], strict=True))
    faces = planar_faces(points, edges)
    polygons: dict[str, QPolygonF] = {}
    inner: dict[str, QPointF] = {}
    lake: QPolygonF | None = None
    bounded = [f for f in faces if signed_area([points[n] for n in f]) > 0]
    for face in bounded:
        ids = {n for n in face if isinstance(n, int)}
        if cycle and ids == set(cycle) and len(face) == len(cycle):
            lake = QPolygonF([QPointF(*points[n]) for n in face])
    if lake is None and cycle:  # a coast corrected across the paths: the water still joins it
        lake = QPolygonF([QPointF(*centres[c]) for c in cycle])
    for forest in board.forests:
        wanted = set(forest.bordering)
        matches = [f for f in bounded if {n for n in f if isinstance(n, int)} == wanted
                   and not (cycle and len(f) == len(cycle) and set(f) == set(cycle))]
        guess = QPointF(forest.xy[0] * width, forest.xy[1] * height)
        if len(matches) > 1:
            matches = [f for f in matches if QPolygonF([QPointF(*points[n]) for n in f]).containsPoint(
                guess, _ODD_EVEN)] or matches[:1]
        if matches:
            polygon = QPolygonF([QPointF(*points[n]) for n in matches[0]])
        else:  # no face found (data and geometry disagree): the clearings it borders, in order round it
            gx, gy = guess.x(), guess.y()
            ring = sorted(forest.bordering, key=lambda c: math.atan2(centres[c][1] - gy, centres[c][0] - gx))
            polygon = QPolygonF([QPointF(*centres[c]) for c in ring])
        polygons[forest.id] = polygon
        inner[forest.id] = inner_point(polygon, [QPointF(*centres[c]) for c in forest.bordering], radius)
    return Woodland(polygons, inner, lake)



def _near_segment(c: Point, p: Point, q: Point, radius: float) -> bool:
    px, py, qx, qy = *p, *q
    dx, dy = qx - px, qy - py
    length = dx * dx + dy * dy or 1.0
    t = max(0.0, min(1.0, ((c[0] - px) * dx + (c[1] - py) * dy) / length))
    return math.hypot(px + t * dx - c[0], py + t * dy - c[1]) < radius


def _distance_to_edges(point: QPointF, polygon: QPolygonF) -> float:
    best = math.inf
    n = polygon.size()
    for i in range(n):
        a, b = polygon.at(i), polygon.at((i + 1) % n)
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = dx * dx + dy * dy or 1.0
        t = max(0.0, min(1.0, ((point.x() - a.x()) * dx + (point.y() - a.y()) * dy) / length))
        best = min(best, math.hypot(a.x() + t * dx - point.x(), a.y() + t * dy - point.y()))
    return best


def inner_point(polygon: QPolygonF, clearings: list[QPointF], radius: float) -> QPointF:
    """The point of the forest farthest from its paths and clearings (where its pieces stand):
    a grid search, fine enough for a map drawn once."""
    box = polygon.boundingRect()
    best, best_d = box.center(), -math.inf
    steps = 24
    for i in range(1, steps):
        for j in range(1, steps):
            p = QPointF(box.left() + box.width() * i / steps, box.top() + box.height() * j / steps)
            if not polygon.containsPoint(p, _ODD_EVEN):
                continue
            d = min([_distance_to_edges(p, polygon)] + [math.hypot(p.x() - c.x(), p.y() - c.y()) - radius
                                                         for c in clearings])
            if d > best_d:
                best, best_d = p, d
    return best


def tree_crowns(polygon: QPolygonF, keep_clear: list[tuple[QPointF, float]], spacing: float) -> list[QPointF]:
    """Where tree crowns are drawn in a forest: a staggered grid inside it, clear of its edges
    (the paths) and of the clearings."""
    box = polygon.boundingRect()
    out = []
    row = 0
    y = box.top() + spacing / 2
    while y < box.bottom():
        x = box.left() + (spacing / 2 if row % 2 else spacing)
        while x < box.right():
            p = QPointF(x, y)
            if polygon.containsPoint(p, _ODD_EVEN) and _distance_to_edges(p, polygon) > spacing * 0.75 and all(
                    math.hypot(p.x() - c.x(), p.y() - c.y()) > r for c, r in keep_clear):
                out.append(p)
            x += spacing
        y += spacing * 0.86
        row += 1
    return out


def rounded(polygon: QPolygonF, corner: float) -> QPainterPath:
    """A closed outline through the polygon's edges with its corners rounded off."""
    path = QPainterPath()
    n = polygon.size()
    if n < 3:
        path.addPolygon(polygon)
        return path
    pts = [polygon.at(i) for i in range(n)]
    for i, p in enumerate(pts):
        prev, nxt = pts[i - 1], pts[(i + 1) % n]
        a = _towards(p, prev, corner)
        b = _towards(p, nxt, corner)
        if i == 0:
            path.moveTo(a)
        else:
            path.lineTo(a)
        path.quadTo(p, b)
    path.closeSubpath()
    return path


def _towards(p: QPointF, q: QPointF, distance: float) -> QPointF:
    dx, dy = q.x() - p.x(), q.y() - p.y()
    length = math.hypot(dx, dy) or 1.0
    d = min(distance, length / 2.5)
    return QPointF(p.x() + dx / length * d, p.y() + dy / length * d)


def lake_shape(polygon: QPolygonF, bulge: float) -> QPainterPath:
    """The lake: a smooth body of water through its coastal clearings, bulging out between them."""
    n = polygon.size()
    pts = [polygon.at(i) for i in range(n)]
    cx = sum(p.x() for p in pts) / n
    cy = sum(p.y() for p in pts) / n
    path = QPainterPath()
    path.moveTo(pts[0])
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
        dx, dy = mid.x() - cx, mid.y() - cy
        length = math.hypot(dx, dy) or 1.0
        control = QPointF(mid.x() + dx / length * bulge, mid.y() + dy / length * bulge)
        path.quadTo(control, b)
    path.closeSubpath()
    return path


# -- suit symbols (in a box of -1..1) -----------------------------------------------------------------
@lru_cache(maxsize=8)
def suit_icon(suit: str) -> QPainterPath:
    """A suit's symbol as a filled silhouette: a fox's pointed head, a rabbit's long ears, a
    mouse's round ears, a bird's wing."""
    path = QPainterPath()
    if suit == "fox":
        # A fox's face: a wide head tapering to the snout, two tall pointed ears.
        path.addPolygon(QPolygonF([QPointF(-0.95, -0.95), QPointF(-0.45, -0.25), QPointF(0.45, -0.25),
                                   QPointF(0.95, -0.95), QPointF(0.8, 0.0), QPointF(0.0, 0.95),
                                   QPointF(-0.8, 0.0)]))
        path.closeSubpath()
    elif suit == "rabbit":
        path.addEllipse(QRectF(-0.62, -0.05, 1.24, 1.0))
        for x in (-0.38, 0.38):
            ear = QPainterPath()
            ear.addEllipse(QRectF(x - 0.2, -1.0, 0.4, 1.2))
            path = path.united(ear)
    elif suit == "mouse":
        path.addEllipse(QRectF(-0.6, -0.35, 1.2, 1.2))
        for x in (-0.6, 0.6):
            ear = QPainterPath()
            ear.addEllipse(QRectF(x - 0.42, -0.95, 0.84, 0.84))
            path = path.united(ear)
    else:  # bird: a wing sweeping up
        path.moveTo(-0.95, 0.6)
        path.cubicTo(-0.4, -0.2, 0.2, -0.9, 0.95, -0.85)
        path.cubicTo(0.6, -0.3, 0.5, 0.3, -0.1, 0.75)
        path.closeSubpath()
    return path


def in_box(path: QPainterPath, centre: QPointF, half: float) -> QPainterPath:
    """A -1..1 shape scaled to `half` around `centre`."""
    return QTransform().translate(centre.x(), centre.y()).scale(half, half).map(path)


# -- the wooden pieces ----------------------------------------------------------------------------------
HEADS: dict[str, str] = {"marquise": "cat", "eyrie": "beak", "alliance": "round", "vagabond": "plain",
                         "lizards": "crest", "duchy": "round", "riverfolk": "round", "corvids": "beak"}
"""Each faction's warrior head, so the figures differ by shape as well as colour."""


def warrior_figure(faction: str, rect: QRectF) -> QPainterPath:
    """A warrior: a wooden figure (round body, head, the faction's ears or beak) filling `rect`."""
    return _warrior_figure(faction, rect.left(), rect.top(), rect.width(), rect.height())


@lru_cache(maxsize=64)
def _warrior_figure(faction: str, x0: float, y0: float, w: float, h: float) -> QPainterPath:
    # Built once per faction and size: uniting paths is slow, and pieces repaint often.

    def at(px: float, py: float) -> QPointF:
        return QPointF(x0 + px * w, y0 + py * h)

    body = QPainterPath()
    body.moveTo(at(0.08, 1.0))
    body.cubicTo(at(0.0, 0.62), at(0.2, 0.42), at(0.5, 0.42))
    body.cubicTo(at(0.8, 0.42), at(1.0, 0.62), at(0.92, 1.0))
    body.closeSubpath()
    head = QPainterPath()
    head.addEllipse(QRectF(at(0.22, 0.12), at(0.78, 0.56)))
    shape = body.united(head)
    kind = HEADS.get(faction, "plain")
    extra = QPainterPath()
    if kind == "cat":
        for a, b, c in ((0.22, 0.36, 0.26), (0.78, 0.64, 0.74)):
            extra.addPolygon(QPolygonF([at(a, 0.3), at(b, 0.18), at(c, 0.0)]))
            extra.closeSubpath()
    elif kind == "round":
        for cx in (0.27, 0.73):
            extra.addEllipse(QRectF(at(cx - 0.12, 0.04), at(cx + 0.12, 0.28)))
    elif kind == "beak":
        extra.addPolygon(QPolygonF([at(0.74, 0.26), at(1.0, 0.36), at(0.74, 0.44)]))
        extra.closeSubpath()
    elif kind == "crest":
        extra.addPolygon(QPolygonF([at(0.36, 0.16), at(0.5, 0.0), at(0.64, 0.16)]))
        extra.closeSubpath()
    return shape.united(extra) if not extra.isEmpty() else shape


def pawn_figure(rect: QRectF) -> QPainterPath:
    """The Vagabond's pawn: a tall wooden figure with a hood and a staff-wide base."""
    return _pawn_figure(rect.left(), rect.top(), rect.width(), rect.height())


@lru_cache(maxsize=8)
def _pawn_figure(x0: float, y0: float, w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QRectF(x0 + w * 0.25, y0, w * 0.5, h * 0.4))
    body = QPainterPath()
    body.addPolygon(QPolygonF([QPointF(x0, y0 + h), QPointF(x0 + w * 0.22, y0 + h * 0.36),
                               QPointF(x0 + w * 0.78, y0 + h * 0.36), QPointF(x0 + w, y0 + h)]))
    body.closeSubpath()
    return path.united(body)


def ferry_hull(rect: QRectF) -> QPainterPath:
    """The Lake's ferry: a raft's hull (its sail: `ferry_sail`)."""
    w, h = rect.width(), rect.height()
    x0, y0 = rect.left(), rect.top()
    hull = QPainterPath()
    hull.addPolygon(QPolygonF([QPointF(x0, y0 + h * 0.55), QPointF(x0 + w, y0 + h * 0.55),
                               QPointF(x0 + w * 0.85, y0 + h), QPointF(x0 + w * 0.15, y0 + h)]))
    hull.closeSubpath()
    return hull


def ferry_sail(rect: QRectF) -> QPainterPath:
    w, h = rect.width(), rect.height()
    x0, y0 = rect.left(), rect.top()
    sail = QPainterPath()
    sail.addPolygon(QPolygonF([QPointF(x0 + w * 0.52, y0), QPointF(x0 + w * 0.52, y0 + h * 0.5),
                               QPointF(x0 + w * 0.18, y0 + h * 0.5)]))
    sail.closeSubpath()
    return sail


def ruin_glyph(rect: QRectF) -> QPainterPath:
    """A ruin: a broken arch of stones."""
    w, h = rect.width(), rect.height()
    x0, y0 = rect.left(), rect.top()
    path = QPainterPath()
    path.addRect(QRectF(x0 + w * 0.15, y0 + h * 0.35, w * 0.2, h * 0.5))
    path.addRect(QRectF(x0 + w * 0.65, y0 + h * 0.55, w * 0.2, h * 0.3))
    path.addRect(QRectF(x0 + w * 0.1, y0 + h * 0.82, w * 0.8, h * 0.1))
    path.addRect(QRectF(x0 + w * 0.15, y0 + h * 0.2, w * 0.38, h * 0.13))
    return path


def rubble(a: QPointF, b: QPointF, span: float) -> list[QPolygonF]:
    """Rocks heaped across the middle of a closed path, `span` wide."""
    mx, my = (a.x() + b.x()) / 2, (a.y() + b.y()) / 2
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    rocks = []
    for k, (along, across, size) in enumerate(((-14, -span * 0.3, 13), (6, -span * 0.05, 15), (-4, span * 0.28, 12),
                                                (16, span * 0.2, 10), (-18, span * 0.05, 9))):
        cx, cy = mx + ux * along + nx * across, my + uy * along + ny * across
        sides = 5 + k % 2
        rocks.append(QPolygonF([QPointF(cx + math.cos(2 * math.pi * i / sides + k) * size,
                                        cy + math.sin(2 * math.pi * i / sides + k) * size * 0.8)
                                for i in range(sides)]))
    return rocks


def peak(rect: QRectF) -> QPainterPath:
    """The Pass's mark: two mountain peaks."""
    w, h = rect.width(), rect.height()
    x0, y0 = rect.left(), rect.top()
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x0, y0 + h), QPointF(x0 + w * 0.38, y0), QPointF(x0 + w * 0.62, y0 + h * 0.5),
                               QPointF(x0 + w * 0.74, y0 + h * 0.3), QPointF(x0 + w, y0 + h)]))
    path.closeSubpath()
    return path
