"""Each escaping function keeps hostile text what it is in its target: a value, a comment, a cell, one shell word."""

from __future__ import annotations

import ast
import shutil
import subprocess
import tokenize
from io import BytesIO

import pytest
from markdown_it import MarkdownIt
from portval.common.escape import (
    html_comment,
    inline_code,
    markdown_cell,
    markdown_line,
    markdown_text,
    python_comment,
    python_docstring,
    python_literal,
    shell_command,
    shell_word,
    shorten,
    terminal_text,
    visible,
)

HOSTILE = [
    'x\nopen("CANARY", "w")\n#.yaml',
    "x\ropen('CANARY')\r",
    "# -*- coding: utf-7 -*-",
    "a\x00b",
    "\x1b[31mred\x1b[0m",
    "\ud800 lone",
    "n\udcff.yaml",
    "\u2028line\u2029para\x85",
    "\u202eevil",
    '"""; import os #',
    "\\",
    "t.py; touch PWNED #",
    "$(touch PWNED)`touch PWNED`",
    "'",
    "",
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_python_literal_is_only_a_value(text):
    literal = python_literal(text)
    assert ast.literal_eval(literal) == text
    literal.encode("utf-8")  # a lone surrogate is written as an escape, so the file can be saved


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_python_comment_is_one_line_with_no_coding_cookie(text):
    source = f"# from {python_comment(text)}\nVALUE = 1\n".encode()
    tokens = list(tokenize.tokenize(BytesIO(source).readline))
    assert tokens[0].string == "utf-8", "the first line must never declare another encoding"
    assert compile(source, "<test>", "exec").co_names == ("VALUE",), "nothing but the assignment may be code"


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_python_docstring_stays_inside_its_quotes(text):
    source = f'def f():\n    """{python_docstring(text + chr(34))}"""\n'
    (function,) = ast.parse(source).body
    assert isinstance(function, ast.FunctionDef) and len(function.body) == 1
    assert isinstance(function.body[0].value, ast.Constant)


def test_visible_names_every_unprintable_character():
    assert visible("a\x00b\x1b\ud800\u202e\n") == "a\\x00b\\x1b\\ud800\\u202e\\n"
    assert visible("é 中") == "é 中"


def test_terminal_text_keeps_lines_and_shows_escape_sequences():
    assert terminal_text("one \x1b[2J\ntwo") == "one \\x1b[2J\ntwo"


def test_shorten_cuts_a_long_value_to_one_short_line():
    text = shorten("1" * 5000 + "\n", 80)
    assert len(text) == 80 and "..." in text and "\n" not in text


def _rendered(markdown: str) -> list[str]:
    return [token.type for token in MarkdownIt("commonmark").enable("table").parse(markdown)]


@pytest.mark.parametrize("text", ["# heading", "<script>alert(1)</script>", "<!-- x", "> quote", "- item", "1. item", "---", "```", "a\n# b"])
def test_markdown_line_opens_no_block_and_no_html(text):
    tokens = _rendered(markdown_line(text) + "\n")
    assert tokens == ["paragraph_open", "inline", "paragraph_close"], (text, tokens)
    assert "<script" not in MarkdownIt("commonmark").render(markdown_line(text))


@pytest.mark.parametrize("text", ["a | b", "x\ny", "<b>bold</b>", "0.2.2", ">=2.1"])
def test_markdown_cell_keeps_the_table_shape(text):
    table = f"| a | b |\n|---|---|\n| {markdown_cell(text)} | z |\n"
    html = MarkdownIt("commonmark").enable("table").render(table)
    assert html.count("<td>") == 2 and "<b>" not in html


def test_markdown_text_leaves_ordinary_prose_alone():
    assert markdown_text("`>=2.1.0`, x < 3 and a_b") == "`>=2.1.0`, x < 3 and a_b"
    assert markdown_cell("0.2.2") == "0.2.2"


@pytest.mark.parametrize("text", ["a`b", "``", "`start", "a|b"])
def test_inline_code_is_one_code_span(text):
    tokens = MarkdownIt("commonmark").parseInline(inline_code(text))[0].children
    assert [t.type for t in tokens] == ["code_inline"]


def test_html_comment_can_never_be_closed_from_inside():
    text = html_comment("a --> <script> --!> b\nc")
    assert "--" not in text and "\n" not in text


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_shell_word_reads_back_as_exactly_one_word(tmp_path, text):
    if "\x00" in text or "\ud800" in text:
        pytest.skip("no shell word holds NUL, no file name a lone surrogate but \\udc80-\\udcff; facts refuse both")
    command = "printf '%s\\0' " + shell_command([text, "second"])
    completed = subprocess.run(["bash", "-c", command], cwd=tmp_path, capture_output=True, check=True)
    words = completed.stdout.split(b"\0")[:-1]
    assert words == [text.encode("utf-8", "surrogateescape"), b"second"]
    assert list(tmp_path.iterdir()) == [], "nothing in the word may run"


def test_shell_word_quotes_a_test_name_that_holds_a_command():
    assert shell_word("t.py; touch PWNED #") == "'t.py; touch PWNED #'"
    assert shell_word("x\ny") == "$'x\\x0ay'"
