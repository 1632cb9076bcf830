"""A workbook saved as Excel's XML Spreadsheet 2003 (SpreadsheetML), read as the Markdown it stands for, line for line.

The file is XML: the workbook's properties and styles first, then each sheet a <Worksheet> of <Row>s, each cell a
<Cell> holding its text in a <Data> element on a line of its own. Read as XML of the writer's own schema, a row's
"Field" and "Value" cells are lines apart and never meet, and the workbook's version, row heights and margins read as
versions. Here the workbook's title is a heading, each sheet's name a heading, its rows the rows of an HTML table (a
cell in a monospaced font code, a struck cell struck, the first row a header where its style is bold), read as
word_html reads a table; the properties, styles, column widths and sheet options are blank.
"""

from __future__ import annotations

import re

from .text import MONOSPACED_FONT
from .word_html import blank, html_markdown

_ROOT = re.compile(r"<\?mso-application\s+progid=\"Excel\.Sheet\"|urn:schemas-microsoft-com:office:spreadsheet")
_STYLE = re.compile(r"<Style\b[^>]*ss:ID=\"([^\"]+)\"[^>]*>(.*?)</Style>", re.DOTALL)
# The workbook's parts that hold none of its words.
_UNREAD = re.compile(
    r"<\?[^>]*\?>|<(DocumentProperties|OfficeDocumentSettings|ExcelWorkbook|Styles|WorksheetOptions|Names|"
    r"DataValidation|ConditionalFormatting|AutoFilter|CustomDocumentProperties)\b.*?</\1>|<Column\b[^>]*/>|</?Workbook\b[^>]*>",
    re.DOTALL,
)
# The sheets' tags as the HTML they stand for (each keeps the line breaks it held).
_TAGS = (
    (r"<Worksheet\b[^>]*ss:Name=\"([^\"]*)\"[^>]*>", r"<h2>\1</h2>"),
    (r"</Worksheet>|</?(?:Comment|ss:Data)\b[^>]*>", ""),
    (r"<Table\b[^>]*>", "<table>"),
    (r"</Table>", "</table>"),
    (r"<Row\b[^>]*>", "<tr>"),
    (r"</Row>", "</tr>"),
    (r"<Cell\b[^>]*/>", "<td></td>"),
)
_TITLE = re.compile(r"<Title>(.*?)</Title>", re.DOTALL)


def is_spreadsheet_xml(text: str) -> bool:
    """Whether the report is a workbook in XML Spreadsheet 2003."""
    return bool(_ROOT.search(text[:3000])) and "<Worksheet" in text


def spreadsheet_xml_lines(lines: list[str]) -> list[str]:
    """The workbook as Markdown (see the module's docstring), the line count unchanged."""
    text = "\n".join(lines)
    styles = {name: body for name, body in _STYLE.findall(text)}
    out = _UNREAD.sub(lambda m: _title(m.group(0)) if m.group(1) == "DocumentProperties" else blank(m), text)
    for pattern, replacement in _TAGS:
        out = re.sub(pattern, lambda m, r=replacement: m.expand(r) + blank(m), out)
    out = re.sub(r"<Cell\b([^>]*)>(.*?)</Cell>", lambda m: _cell(m, styles) + blank(m), out, flags=re.DOTALL)
    # A blank line would end the table where the column widths or a row's attributes stood: each holds a no-break space.
    out = re.sub(r"<table>.*?</table>", lambda m: re.sub(r"(?m)^[ \t]*$", "\u00a0", m.group(0)), out, flags=re.DOTALL)
    return html_markdown(out).split("\n")


def _title(properties: str) -> str:
    """The document properties blank, but for the title, a heading on its line."""
    inner = _TITLE.search(properties)
    if not inner:
        return "\n" * properties.count("\n")
    before = properties[: inner.start()].count("\n")
    return "\n" * before + f"<h1>{' '.join(inner.group(1).split())}</h1>" + "\n" * (properties.count("\n") - before)


_LEADING_NAME = re.compile(r"([A-Za-z_]\w*(?:\.\w+)+)([,;]?\s+(?:\(|[a-z]).*)$")


def _cell(match: re.Match[str], styles: dict[str, str]) -> str:
    """A cell as an HTML cell: its data's text, in code or struck as its style says."""
    style = styles.get(next(iter(re.findall(r"ss:StyleID=\"([^\"]+)\"", match.group(1))), ""), "")
    words = " ".join(re.sub(r"</?Data\b[^>]*>", "", match.group(2)).split())
    if MONOSPACED_FONT.search(style):
        # "megatron.a.C.__post_init__ (a class attribute, ...)": a cell set in code that goes on in words after its
        # name is the name in code and the words after it.
        named = _LEADING_NAME.match(words)
        words = f"<code>{named.group(1)}</code>{named.group(2)}" if named else f"<code>{words}</code>"
    if 'ss:StrikeThrough="1"' in style:
        words = f"<s>{words}</s>"
    tag = "th" if 'ss:Bold="1"' in style and "Interior" in style else "td"
    return f"<{tag}>{words}</{tag}>"
