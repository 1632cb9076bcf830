"""A shell script (a Slurm job, a launcher, a pre-flight check) whose comments hold the findings, read as the Markdown
it stands for, line for line.

A team that launches its port's runs from a job script writes what it learnt about the patch in the script's `#`
comment blocks: a title in capitals ("# WHAT IT REBINDS"), labelled lines ("#   phase:    before_train"), sentences
wrapped over several comment lines, and the code below them exports and passes what one run of the job uses. Read
as Markdown, every comment line is a first-level heading, so a sentence wrapped over two lines is two, and the job's
`export PRIMUS_PP=4` reads as a setting the patch needs. Here a comment is prose (the short line under a rule a
heading, a title in capitals set apart in bold, a dotted name alone on its line or a line set deeper than one space
past its `#` an item of a list, a log line pasted as a comment quoted), the scheduler's
directives (`#SBATCH`) and the shebang blank, a line of code commented out a quotation, and every line of code a
quotation too: named, so a reader still sees each setting the job passes, never stated as the patch's. (A line of
code right above a comment is blank: Markdown would carry the comment's words on into the quotation.)
"""

from __future__ import annotations

import re

from .config_text import hash_comment
from .python_source import DOTTED_ALONE
from .text import unfenced, written_in_prose_markup

_SHEBANG = re.compile(r"#!\s*/(?:usr/)?bin/(?:env\s+)?(?:ba|z|k|da)?sh\b")
# A batch scheduler's directive: Slurm, PBS, LSF, Grid Engine, Flux.
_DIRECTIVE = re.compile(r"^\s*#(?:SBATCH|PBS|BSUB|\$|FLUX:)\s")
# A line of shell commented out: an assignment or export, or a command given options.
_CODE = re.compile(r"^(?:export\s+)?[A-Za-z_]\w*=\S|^[\w./-]+(?:\s+\S+)*\s+--?[A-Za-z][\w-]*(?:[=\s]|$)")
# A title in capitals: "WHAT IT REBINDS (both in megatron.core.x)", its parenthesis in any case.
_CAPITALS = re.compile(r"[A-Z][A-Z0-9 /&'+-]{2,60}(?:\([^()]*\))?")
# A line a run logged, pasted as a comment: "[Primus:Patch] phase=before_train applying 31 patches", a timestamp.
_LOGGED = re.compile(r"\[[\w.:/ -]+\]\s|\d{4}-\d\d-\d\d[ T]\d\d:\d\d|={3,}\s")
# A here-document's opening: "cat > x.yaml <<'EOF'".
# (Not arithmetic's "1 << 22", nor a here-string's "<<<".)
_HEREDOC = re.compile(r"(?<!<)<<-?\s*(['\"]?)([A-Za-z_]\w*)\1(?![\w<])")


def is_shell_script(text: str) -> bool:
    """Whether the report is a shell script: a shell's shebang on its first line, or two scheduler directives, and
    comments, outside any Markdown fence; a Markdown heading below the first level or a fence rules it out."""
    text = unfenced(text)
    if re.search(r"^#{2,6}[ \t]+\S|^```", text, re.MULTILINE) or written_in_prose_markup(text):
        return False
    # It opens with the shebang, or with a scheduler's directives (a Markdown report may quote two further down).
    first = text.lstrip()
    opens = bool(_SHEBANG.match(first)) or (
        bool(_DIRECTIVE.match(first)) and len(re.findall(r"^#(?:SBATCH|PBS|BSUB)\s", text, re.MULTILINE)) >= 2
    )
    return opens and len(re.findall(r"^[ \t]*#\s", text, re.MULTILINE)) >= 3


def shell_lines(lines: list[str]) -> list[str]:
    """The script as Markdown (see the module's docstring), the line count unchanged."""
    out: list[str] = []
    quoted: list[int] = []  # the lines quoted as code: the job's own, or set aside in a comment
    prose: set[int] = set()  # the comment lines read as words (a log line pasted among them too)
    ends = ""  # the word that closes the here-document the line is in
    indent = -1  # how deep the words of the list item the last comment opened are set past its "#"; else -1
    for index, line in enumerate(lines):
        stripped = line.strip()
        if ends:
            # What the job writes out (a config, a script): its lines quoted, what one run uses.
            ends = "" if stripped == ends else ends
            out.append(f"> `{stripped}`" if stripped and ends else "")
            continue
        if (index == 0 and _SHEBANG.match(stripped)) or _DIRECTIVE.match(line):
            out.append("")
            continue
        said = hash_comment(lines, index, _CODE)
        if said is not None:
            words = _comment_words(said, _depth(line), indent, out[-1] if out else "")
            indent = _depth(line) if words.startswith("- ") else indent if words.startswith("  ") else -1
            if said.startswith("> "):
                quoted.append(index)  # "# export X=1": a line set aside
            elif words:
                prose.add(index)
            out.append(words)
            continue
        indent = -1
        if not stripped:
            out.append("")
            continue
        code, _, why = stripped.partition(" #") if " #" in stripped and "'" not in stripped and '"' not in stripped else (stripped, "", "")
        # A line of the job ("export PRIMUS_PP=4  # > 1: the PP half"): quoted with its comment, never stated.
        out.append(f"> `{code.strip()}` {why.strip()}".rstrip())
        quoted.append(index)
        if heredoc := _HEREDOC.search(stripped):
            ends = heredoc.group(2)
    for index in quoted:
        if index + 1 in prose:
            # "export X=1" or "# export X=1" over "# The patch is registered for ...": Markdown would carry the
            # comment's words on into the quotation, so the quoted line is left blank.
            out[index] = ""
    return out


def _depth(line: str) -> int:
    """How many spaces set a comment's words past its "#"."""
    comment = re.match(r"\s*#( *)", line)
    return len(comment.group(1)) if comment else 0


def _comment_words(said: str, depth: int, above: int, before: str) -> str:
    """A comment's words as Markdown: a title in capitals bold, a dotted name alone an item of a list, and so is
    each line set deeper than one space past its "#" ("#   phase:    before_train"), unless it hangs deeper than the
    line above it, whose words it carries on. Any comment right under a list's item is an item of its own, never the
    words of the last one (Markdown would carry it on into that item)."""
    if not said or said.startswith(("## ", "> ")):
        return said
    if re.match(r"(?:[-*+]|\d+[.)])\s", said):
        return said  # an item already
    if _LOGGED.match(said):
        return f"> {said}"
    if DOTTED_ALONE.fullmatch(said):
        return f"- `{said}`"
    if depth > 1:
        return f"  {said}" if 0 < above < depth else f"- {said}"
    # A title, set apart as a paragraph's bold first line: as a heading, a module it names ("WHAT IT REBINDS (in
    # megatron.core.x)") would read as another patch's id heading that patch's section.
    words = f"**{said}**" if _CAPITALS.fullmatch(said) else said
    return f"- {words}" if before.startswith(("- ", "  ")) else words
