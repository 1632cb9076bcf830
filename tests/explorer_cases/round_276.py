"""Round 276: an agent's session saved as chat messages (system, user, assistant with tool calls, tool outputs):
early guesses corrected later, tool outputs holding the patch's code and a companion patch's registration, and the
final report, in Markdown, one JSON string."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventy_sixth_agent_session_json_torch_profiler.md"

TITLE = "two-hundred-and-seventy-sixth-round report (an agent session as chat JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.torch_profiler",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.profiler.profile"},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.torch_profiler"},
        # The companion's description from a tool's output; the guesses corrected later.
        nowhere=("torch.compile", "setup_model_and_optimizer", "build_args", "torch.autograd.profiler", "use_pytorch_profiler"),
        mentioned=("torch.profiler.profile",),
    ),
}
