"""A Terraform (HCL) module whose comments hold the findings, read as the Markdown it stands for, line for line.

A platform team that deploys its training jobs with Terraform keeps its porting notes beside the variables and
resources they govern (see `code_comments`): `#` and `//` comment blocks, `/* ... */` blocks, a variable's
`description`, a resource commented out. Read as Markdown, every `#` line is a first-level heading, and the module's
values (a ConfigMap's `nemo_aligned_lr_warmup = true` under `count = var.x ? 1 : 0`, a label naming the patch) read
as plain statements. Here the comments are read and the code set aside as `code_comments` does, `#` and `//` opening
a line comment and a block or an argument commented out quoted.
"""

from __future__ import annotations

import re

from .code_comments import QUOTED_ITEMS, commented_code_lines
from .text import opens_with_prose, unfenced, written_in_prose_markup

# A block of HCL: 'variable "x" {', 'resource "a" "b" {', 'locals {', 'module "m" {'.
_BLOCK = re.compile(
    r'^[ \t]*(?:variable|resource|module|locals|output|provider|data|terraform)[ \t]*(?:"[^"\n]*"[ \t]*){0,2}\{[ \t]*$',
    re.MULTILINE,
)
# A block or an argument commented out: 'resource "x" "y" {', 'count = 1', 'source = "../m"'.
_COMMENTED_OUT = re.compile(rf'^(?:[a-z_][\w-]*\s*(?:"[^"]*"\s*){{0,2}}\{{\s*$|[a-z_][\w.-]*\s*=\s*\S.*|\}}\s*$|{QUOTED_ITEMS})')


# A block that records a patch as data ('resource "patchaudit_patch" "x" {' with its `patch_id`, `phase` and `symbol`
# arguments): the findings are the code there, not the comments, so such a file is read as it is written.
_PATCH_RECORD = re.compile(r'^[ \t]*(?:resource|data)[ \t]+"[^"\n]*patch[^"\n]*"', re.MULTILINE | re.IGNORECASE)


def is_terraform(text: str) -> bool:
    """Whether the report is a Terraform module: two blocks of HCL's own and three comment lines or a block comment,
    outside any Markdown fence; a Markdown heading below the first level, a fence, prose markup or a resource that
    records a patch as data rules it out."""
    text = unfenced(text)
    if re.search(r"^#{2,6}[ \t]+\S|^```|^#\+begin_src\b", text, re.MULTILINE | re.IGNORECASE) or written_in_prose_markup(text):
        return False
    if _PATCH_RECORD.search(text) or opens_with_prose(text, re.compile(r"\s*(?:#|//|/\*|\*)")):
        return False
    comments = len(re.findall(r"^[ \t]*(?:#|//)", text, re.MULTILINE)) >= 3 or re.search(r"^[ \t]*/\*", text, re.MULTILINE)
    return len(_BLOCK.findall(text)) >= 2 and bool(comments)


def terraform_lines(lines: list[str]) -> list[str]:
    """The module as Markdown (see the module's docstring), the line count unchanged."""
    return commented_code_lines(lines, re.compile(r"#|//"), _COMMENTED_OUT)
