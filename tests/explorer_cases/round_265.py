"""Round 265: a meeting invite as iCalendar: time zones, attendees, the notes in a DESCRIPTION folded at 75 octets (the
patch id cut by a fold) with escaped line breaks and commas, a second site and a platform both retracted, the sibling
patch under "Not in scope", and an HTML copy of the notes."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixty_fifth_icalendar_invite_skip_compile_dependencies.md"

TITLE = "two-hundred-and-sixty-fifth-round report (an iCalendar invite)"
_SITE = "megatron.training.initialize._compile_dependencies"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "The handler imports megatron.training.initialize and replaces the module attribute "
                        '_compile_dependencies with a no-op that just logs "Skipped _compile_dependencies() because CUDA '
                        'kernels are not compatible with ROCm" (L51-57).'
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {_SITE},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.runtime.skip_compile_dependencies", "enable.phase": "before_train"},
        # The retracted alias and platform; the sibling's sites; the invite's own versions.
        nowhere=("megatron.training.training", "rocm", "logical_and_across", "16.0"),
        mentioned=("megatron.training.training._compile_dependencies", "PRIMUS_PATCHES", "torch.version.hip"),
    ),
}
