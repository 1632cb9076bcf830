"""The TeX family's inline markup, read once for every dialect, and a BibTeX database read as a report."""

from __future__ import annotations

from portval.explorer.bibtex import bibtex_lines, is_bibtex
from portval.explorer.extract import extract
from portval.explorer.markup import as_markdown
from portval.explorer.tex_inline import tex_inline


def test_tex_inline_reads_code_before_what_holds_it():
    latex = {"code": ("texttt",), "struck": ("sout",), "emphasis": ("emph",), "footnote": ("footnote",), "note": ("note",)}
    assert tex_inline(r"\sout{Also rebinds \texttt{a\_b}}", **latex) == "~~Also rebinds `a_b`~~"
    assert tex_inline(r"see \emph{this}\footnote{a note}", **latex) == "see *this* [note: a note]"
    assert tex_inline(r"\note{say it}", **latex) == "say it"
    assert tex_inline("``quoted''", **latex) == '"quoted"'
    # A dialect's own commands only: ConTeXt's \type is no LaTeX code command.
    assert tex_inline(r"\type{x}", **latex) == r"\type{x}"
    context = {"code": ("type",), "struck": ("overstrike",), "switches": ("em",)}
    assert tex_inline(r"\overstrike{the {\em old} \type{x}}", **context) == "~~the old `x`~~"


def test_latex_and_context_documents_read_their_inline_markup_alike():
    latex = "\\documentclass{article}\n\\begin{document}\n\\section{Patch logic}\nIt wraps \\texttt{megatron.a\\_f}.\n\\end{document}\n"
    context = "\\starttext\n\\startsection[title={Patch logic}]\nIt wraps \\type{megatron.a_f}.\n\\stopsection\n\\stoptext\n"
    assert "It wraps `megatron.a_f`." in as_markdown(latex).split("\n")
    assert "It wraps `megatron.a_f`." in as_markdown(context).split("\n")


BIB = r"""% Findings of our port -- one entry per part
% ---------------------------------------------------------------
@string{team = {{Port Team}}}

@techreport{own:logic,
  author   = team,
  title    = {{Primus} patch \texttt{megatron.x.own}: patch logic},
  year     = {2025},
  howpublished = {code reading, \texttt{patch\_own}},
  abstract = {Draft 1: the handler wraps \texttt{megatron.a.g}.},
  note     = {Correction to the abstract above: it does not wrap \texttt{megatron.a.g} at all. The one binding is
              \texttt{megatron.a.f = own\_f}, gated by TE $\geq$ 2.0 (see \cite{other:patch}).},
  annote   = {Phase \texttt{before\_train}.}}

% --- neighbour, not this patch ---
@misc{other:patch,
  title = {Neighbour: \texttt{megatron.x.other}},
  abstract = {It rebinds \texttt{megatron.a.h}.}
}
"""


def test_a_bibtex_database_reads_each_entry_title_as_a_heading_and_its_words_as_prose():
    assert is_bibtex(BIB) and not is_bibtex("@misc{x}\n") and not is_bibtex("Mail me at @team{room}.\n")
    lines = bibtex_lines(BIB.split("\n"))
    assert len(lines) == len(BIB.split("\n"))
    assert lines[:4] == ["Findings of our port -- one entry per part", "", "", ""]
    # The entry's opening line, its author, year and howpublished are blank; its title heads it.
    assert lines[4:9] == ["", "", "## Primus patch `megatron.x.own`: patch logic", "", ""]
    assert lines[9] == "Draft 1: the handler wraps `megatron.a.g`."
    # A value over two lines reads as two lines of prose; a citation as its key, a TeX relation as its sign.
    assert lines[10] == "Correction to the abstract above: it does not wrap `megatron.a.g` at all. The one binding is"
    assert lines[11] == "`megatron.a.f = own_f`, gated by TE >= 2.0 (see [other:patch])."
    # The last field closes the entry on the same line: its words are read all the same.
    assert lines[12] == "Phase `before_train`."
    assert lines[13:17] == ["", "neighbour, not this patch", "", "## Neighbour: `megatron.x.other`"]
    assert lines[17:] == ["It rebinds `megatron.a.h`.", "", ""]


def test_a_bibtex_correction_takes_back_the_abstract_it_corrects():
    extraction = extract(BIB, "megatron.x.own", "findings.bib")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]
    assert any("megatron.a.g" in todo.why for todo in extraction.todos)


def test_tex_inline_reads_a_reports_arrows_and_relations():
    latex = {"code": ("texttt",), "struck": ("sout",)}
    assert tex_inline(r"\texttt{a.f} $\rightarrow$ \texttt{g} on 8$\times$MI300X, TE $\geq$ 2.0", **latex) == "`a.f` → `g` on 8×MI300X, TE >= 2.0"


SWEAVE = r"""\documentclass{article}
\title{Notes on \texttt{megatron.x.own}}
\begin{document}
\section{Patch logic}
<<timing, echo=FALSE>>=
ratio <- median(a$ms) / median(b$ms)
@
It rebinds
\begin{itemize}
  \item \texttt{megatron.a.f}
        $\rightarrow$ \texttt{own\_f}
\end{itemize}
The ratio was \Sexpr{round(ratio, 3)}.
\end{document}
"""


def test_a_sweave_document_fences_its_r_chunks_and_reads_its_values_as_code():
    lines = as_markdown(SWEAVE).split("\n")
    assert lines[4:7] == ["```r", "ratio <- median(a$ms) / median(b$ms)", "```"]
    assert lines[12] == "The ratio was `round(ratio, 3)`."
    extraction = extract(SWEAVE, "megatron.x.own", "notes.Rnw")
    assert [f.value for f in extraction.facts["upstream.symbols"]] == ["megatron.a.f"]


def test_a_bibtex_field_commented_out_is_quoted_and_a_one_line_entry_is_read():
    bib = (
        "@techreport{own2025,\n  title = {Patch notes: \\texttt{megatron.x.own}},\n"
        "  abstract = {The patch rebinds \\texttt{megatron.a.f}.},\n"
        "  % abstract = {It also rebinds \\texttt{megatron.a.g}.},\n  year = {2025}\n}\n\n"
        "@misc{own2025b, title = {Second site}, note = {It also rebinds \\texttt{megatron.a.k}.}}\n"
    )
    lines = bibtex_lines(bib.split("\n"))
    assert lines[3] == "> abstract = It also rebinds `megatron.a.g`."
    assert lines[7] == "Second site: It also rebinds `megatron.a.k`."
    extraction = extract(bib, "megatron.x.own", "findings.bib")
    assert "megatron.a.g" not in {f.value for f in extraction.facts.get("upstream.aliases", [])}


def test_the_changes_package_strikes_what_a_revision_replaced_or_deleted():
    latex = {"code": ("texttt",), "struck": ("sout",), "revisions": True}
    assert tex_inline(r"phase \replaced[id=RO]{\texttt{before\_train}}{\texttt{build\_args}}", **latex) == "phase `before_train` ~~`build_args`~~"
    assert tex_inline(r"\deleted{It also wraps \texttt{megatron.a.g}.}", **latex) == "~~It also wraps `megatron.a.g`.~~"
    assert tex_inline(r"\added{It wraps \texttt{megatron.a.f}.} \todo{check}", **latex) == "It wraps `megatron.a.f`. (todo: check)"


def test_a_deleted_passage_holding_emphasis_is_struck():
    latex = {"code": ("texttt",), "struck": ("sout",), "emphasis": ("emph",), "revisions": True}
    assert tex_inline(r"\deleted{It \emph{also} wraps \texttt{megatron.a.g}.}", **latex) == "~~It *also* wraps `megatron.a.g`.~~"


def test_a_deleted_passage_over_two_lines_is_struck_on_each():
    latex = (
        "\\documentclass{article}\n\\begin{document}\n\\title{megatron.x.own}\n\\section{Patch logic}\n"
        "The handler rebinds \\texttt{megatron.a.b.f}.\n"
        "\\deleted[id=RO]{It also rebinds \\texttt{megatron.c.d.g} in the\ntraining loop and \\texttt{megatron.e.f.h}.} Nothing else.\n"
        "\\end{document}\n"
    )
    lines = as_markdown(latex).split("\n")
    assert lines[5:7] == ["~~It also rebinds `megatron.c.d.g` in the~~", "~~training loop and `megatron.e.f.h`.~~ Nothing else."]
    extraction = extract(latex, "megatron.x.own", "notes.tex")
    drafted = {f.value for name in ("upstream.symbols", "upstream.aliases") for f in extraction.facts.get(name, [])}
    assert drafted == {"megatron.a.b.f"}
