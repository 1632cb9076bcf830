"""Chinese in either script.

The readers' Chinese wording is written in Simplified characters ("没有", "补丁逻辑"); a report from Taiwan or Hong Kong
writes the same words in Traditional ones ("沒有", "補丁邏輯"). ``either_script`` widens a pattern to both, and
``simplified`` turns a title into the script the readers' names of parts are written in. Only the characters that
wording uses are mapped: a word a region says differently ("呼叫" for "调用", "程式碼" for "代码") is wording of its own.
"""

from __future__ import annotations

# Each Simplified character of the readers' wording whose Traditional form differs, and that form at the same place.
# Not "时": its Traditional form "時" is Japanese's too ("時点", "実行時"), where the Chinese "...时" (when) reading
# would make conditions of plain sentences; Chinese "的時候" is written out where it is read.
_TRADITIONAL = dict(
    zip(
        "与个临为么从们会关写则动启复实应当暂换无条机没确绑补装觉认议"
        "许设证该语说请读调赖辑过还这逻里间际验码志仅并于数预检范",
        "與個臨為麼從們會關寫則動啟復實應當暫換無條機沒確綁補裝覺認議"
        "許設證該語說請讀調賴輯過還這邏裡間際驗碼誌僅並於數預檢範",
        strict=True,
    )
)
# "里" is written "裡" in Taiwan and "裏" in Hong Kong.
_ALSO = {"里": "裏"}
_TO_SIMPLIFIED = str.maketrans({traditional: simple for simple, traditional in _TRADITIONAL.items()} | {"裏": "里"})


def either_script(pattern: str) -> str:
    """The regular expression ``pattern`` with each mapped Simplified character also matching its Traditional form:
    "没有" becomes "[没沒]有"; inside a character class the form is added to the class ("[和与跟]" to "[和与與跟]")."""
    out: list[str] = []
    in_class = escaped = False
    for char in pattern:
        forms = _TRADITIONAL.get(char, "") + _ALSO.get(char, "")
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == "[" and not in_class:
            in_class = True
        elif char == "]" and in_class:
            in_class = False
        elif forms:
            out.append(char + forms if in_class else f"[{char}{forms}]")
            continue
        out.append(char)
    return "".join(out)


def simplified(text: str) -> str:
    """``text`` with each mapped Traditional character in its Simplified form, for comparing a title with the readers'
    names of parts; the text a draft quotes is never changed."""
    return text.translate(_TO_SIMPLIFIED)
