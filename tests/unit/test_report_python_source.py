"""A port's Python module whose docstring and comments hold the findings, read line for line."""

from __future__ import annotations

import time

from portval.explorer.extract import extract
from portval.explorer.markup import as_markdown
from portval.explorer.python_source import is_python_module

MODULE = '''"""Port of Primus's ``megatron.x.own`` into our fork.

Patch logic:
    Function wrapping: it keeps ``orig`` and rebinds the wrapper.
    Sites:
        megatron.training.arguments.validate_args

How to enable:
    phase="before_train".
"""

import megatron.training.arguments as mt_arguments


def install():
    """Rebinds `megatron.a.b.g` in our fork."""
    mt_arguments.validate_args = _validate  # our own hook
    # NOTE: the router swap belongs to megatron.moe.other:
    # mt_moe_layer.TopKRouter = PrimusTopKRouter
'''


def test_a_port_module_reads_its_docstring_as_prose_its_comments_as_words_and_its_code_blank():
    assert is_python_module(MODULE)
    lines = as_markdown(MODULE).split("\n")
    assert lines[0] == "Port of Primus's `megatron.x.own` into our fork."
    assert lines[3:6] == ["Function wrapping: it keeps `orig` and rebinds the wrapper.", "Sites:", "- `megatron.training.arguments.validate_args`"]
    assert lines[11] == ""  # the import: the port's code
    assert lines[15] == "> Rebinds `megatron.a.b.g` in our fork."  # a function's docstring documents the port's code
    assert lines[16] == "> `mt_arguments.validate_args = _validate` our own hook"
    assert lines[17:19] == ["NOTE: the router swap belongs to megatron.moe.other:", "> mt_moe_layer.TopKRouter = PrimusTopKRouter"]
    drafted = extract(MODULE, "megatron.x.own", "port.py").facts
    assert [f.value for f in drafted["upstream.symbols"]] == ["megatron.training.arguments.validate_args"]
    assert "implementation.primus" not in drafted


def test_a_python_module_is_told_by_its_docstring_imports_and_definitions():
    assert not is_python_module(MODULE.replace("import megatron", "# import megatron"))
    assert not is_python_module(MODULE.replace("def install", "# def install"))
    assert not is_python_module("# Port notes\n\n" + MODULE.split('"""', 2)[2])
    assert not is_python_module("# `megatron.x.own`\n\n## Patch logic\n\n```python\nimport a\ndef f():\n    pass\n```\n")
    # A Markdown report whose first prose line quotes the patch module's docstring, and a notebook's percent cells.
    assert not is_python_module('# `megatron.x.own`\n\n"""Wrap megatron.a.f."""\n\n```python\nimport a\ndef f():\n    pass\n```\n')
    assert not is_python_module('# %%\n"""Notes."""\nimport a\n\n# %%\ndef f():\n    pass\n')
    # A comment below the docstring that opens with a code span is a module's own question, not a Markdown title.
    assert is_python_module('# conftest.py\n"""Pin megatron.x.own."""\nimport a\n\n# `from a import f`?\ndef f():\n    pass\n')


def test_the_python_module_reader_is_linear_in_its_lines():
    for text in ('"""' + "\n" * 20000 + 'x"""\nimport a\ndef f(): pass\n', "# c\n" * 20000, '"""d"""\n' + "x = 1  # c\n" * 20000):
        start = time.perf_counter()
        as_markdown(text)
        assert time.perf_counter() - start < 2.0


def test_a_literal_block_a_string_constant_and_a_commented_decorator_state_nothing():
    module = (
        '"""Port of ``megatron.x.own``.\n\nExample launch (made up for the docs)::\n\n    export NVTE_OWN_DEBUG=1\n\n'
        'Patch logic:\n    It wraps ``megatron.a.f``.\n"""\n\nimport os\n\n'
        '_RUN_SH = """#!/bin/bash\n# export NVTE_OWN_TRACE=1\ntorchrun train.py\n"""\n\n\n'
        '# @register_patch("megatron.x.own", backend="megatron", phase="build_args")\ndef install():\n    pass\n'
    )
    lines = as_markdown(module).split("\n")
    assert lines[4] == "    export NVTE_OWN_DEBUG=1"  # the literal block stays code
    assert lines[12:16] == ["", "", "", ""]  # the string constant is code, its "#" line no comment
    assert lines[18].startswith("> @register_patch(")  # code commented out, quoted
    facts = extract(module, "megatron.x.own", "port.py").facts
    assert "enable.env" not in facts and "enable.phase" not in facts


def test_a_directives_body_in_the_module_docstring_is_set_apart():
    module = (
        '"""Port of ``megatron.x.own``.\n\nGated on ``use_own: true``.\n\n.. deprecated:: 0.3\n'
        '    PRIMUS_OWN=1 enabled the patch in Primus 0.2.\n"""\n\nimport os\n\n\ndef install():\n    pass\n'
    )
    lines = as_markdown(module).split("\n")
    assert lines[4:6] == ["> deprecated:: 0.3", "> PRIMUS_OWN=1 enabled the patch in Primus 0.2."]
    assert "enable.env" not in extract(module, "megatron.x.own", "port.py").facts


def test_lines_set_deeper_than_their_paragraph_are_items_and_the_prose_below_is_not_joined_to_them():
    module = MODULE.replace(
        '    phase="before_train".\n',
        '    phase="before_train".\n    The condition: both flags must be true.\n        is_hybrid_model: true\n'
        "        multi_latent_attention: true\n    Primus's own recipe sets both.\n",
    )
    lines = as_markdown(module).split("\n")
    assert lines[9:13] == [
        "The condition: both flags must be true.",
        "- `is_hybrid_model: true`",
        "- `multi_latent_attention: true`",
        "- Primus's own recipe sets both.",
    ]
    flags = extract(module, None, "port.py").facts.get("enable.flags", [])
    assert {f.value for f in flags} == {("is_hybrid_model", True), ("multi_latent_attention", True)}
    # A paragraph set deeper than its title at the margin is the section's prose, its lines one paragraph.
    assert lines[3] == "Function wrapping: it keeps `orig` and rebinds the wrapper."


def test_a_wrapped_line_hanging_deeper_goes_on_with_its_sentence():
    module = MODULE.replace(
        "    Function wrapping: it keeps ``orig`` and rebinds the wrapper.\n",
        "    Function wrapping: it keeps ``orig`` for\n        the backward pass and rebinds the wrapper.\n",
    )
    lines = as_markdown(module).split("\n")
    assert lines[3:5] == ["Function wrapping: it keeps `orig` for", "the backward pass and rebinds the wrapper."]
