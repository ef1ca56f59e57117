"""The shape of the code: small modules, imports that flow one way, lesson facts kept in the lesson file."""

from __future__ import annotations

import ast
import re
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "r45cli"
MAX_LINES = 400


def modules() -> dict[str, Path]:
    """Dotted module name -> file, for every module of the package."""
    found = {}
    for path in SRC.rglob("*.py"):
        parts = path.relative_to(SRC.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(name: str, path: Path, known: set[str], *, typing: bool = True) -> set[str]:
    """The package's modules this one imports, at the top or inside a function; under TYPE_CHECKING too unless
    `typing` is False (a name imported only to annotate with still ties the two modules for a reader)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    typing_only = set() if typing else {
        id(n) for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test) for n in ast.walk(node)}
    out = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(max(node.level - 1, 0)):
                base = base.rpartition(".")[0]
            target = (f"{base}.{node.module}" if node.level and node.module
                      else (base if node.level else node.module or ""))
            for alias in node.names:
                out.add(f"{target}.{alias.name}" if f"{target}.{alias.name}" in known else target)
        elif isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
    return {m for m in out if m in known and m != name}


def test_no_module_is_over_400_lines() -> None:
    long = {name: n for name, path in modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long


def test_no_import_cycle_even_inside_functions() -> None:
    found = modules()
    graph = {name: imports(name, path, set(found)) for name, path in found.items()}
    # a package's __init__ that only hands names on is not a cycle with its own modules
    graph = {name: {m for m in deps if not m.startswith(name + ".") and not name.startswith(m + ".")}
             for name, deps in graph.items()}
    visiting, done, cycles = set(), set(), []

    def visit(node: str, trail: list[str]) -> None:
        if node in done:
            return
        if node in visiting:
            cycles.append(trail[trail.index(node) :] + [node])
            return
        visiting.add(node)
        for nxt in sorted(graph[node]):
            visit(nxt, [*trail, node])
        visiting.discard(node)
        done.add(node)

    for name in sorted(graph):
        visit(name, [])
    assert not cycles


def test_code_names_no_state_and_no_lesson_number(lesson) -> None:
    from r45cli.lesson.model import Example

    ids = [sid for sid in lesson.order if sid not in Example._fields]  # b1, b2 are also the biases' names
    numbers = [f"{x:.6f}" for values in lesson.printed.values() for x in values if abs(x) > 0.01]
    pattern = "|".join([*(rf"[\"']{re.escape(sid)}[\"']" for sid in ids), *(re.escape(n) for n in numbers)])
    hits = [f"{p.name}:{i}" for p in SRC.rglob("*.py")
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if re.search(pattern, line)]
    assert not hits
    # another lesson's number (R44, where u comes from) is the lesson file's to say; r45 is the program's own name
    others = [f"{p.name}:{i}" for p in SRC.rglob("*.py")
              for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
              if re.search(r"\bR(?!45)\d\d\b", line)]
    assert not others


def test_renderers_do_not_import_the_computing_modules_math() -> None:
    """render/ lays out facts: it never imports nn or encoder, where the arithmetic lives."""
    found = modules()
    for name, path in found.items():
        if name.startswith("r45cli.render"):
            assert not imports(name, path, set(found)) & {"r45cli.nn", "r45cli.encoder"}, name


ARCHITECTURE = Path(__file__).resolve().parent.parent / "docs" / "architecture.md"
VIEW_LAYER = 5  # the first layer that may put sentences into words


def layers() -> dict[str, int]:
    """docs/architecture.md's table: `r45cli.`-qualified module -> its layer."""
    rows = re.findall(r"^\| (\d+) \| `([\w.]+)` \|", ARCHITECTURE.read_text(encoding="utf-8"), re.M)
    return {(name if name == "r45cli" else f"r45cli.{name}"): int(layer) for layer, name in rows}


def test_every_module_is_in_the_documented_layers() -> None:
    documented, found = layers(), modules()
    assert sorted(set(found) - set(documented)) == [] and sorted(set(documented) - set(found)) == []


def test_imports_follow_the_documented_layer_order() -> None:
    """No module imports one of a higher layer, not even inside a function."""
    documented, found = layers(), modules()
    upward = [
        f"{name} ({documented[name]}) imports {dep} ({documented[dep]})"
        for name, path in found.items()
        for dep in imports(name, path, set(found))
        # a package may hand on its own modules
        if documented[dep] > documented[name] and not dep.startswith(name + ".")
    ]
    assert not upward


def test_only_views_put_sentences_into_words() -> None:
    """Below the views a module names a sentence (M.chk_printed); it never calls say()."""
    documented, found = layers(), modules()
    saying = [
        name
        for name, path in found.items()
        if documented[name] < VIEW_LAYER and name != "r45cli.messages"
        and re.search(r"\bsay\(|import[^\n]*\bsay\b", path.read_text(encoding="utf-8"))
    ]
    assert not saying
