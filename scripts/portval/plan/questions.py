"""The open questions: what only the user can answer, and where each answer goes in the facts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import port_side
from .model import Question
from .sites import BINDING_STYLES

if TYPE_CHECKING:
    from .plan import Plan


def decide_questions(plan: Plan) -> tuple[Question, ...]:
    """What only the user can answer, and where the answer goes in the facts."""
    facts = plan.facts
    q: list[Question] = []
    name = facts.framework.name
    if not facts.framework.version:
        q.append(Question("framework.version", f"Which {name} version does the port run on? The plan records it beside the results (the version skips read the installed package)."))
    if not facts.framework.wired_at:
        q.append(Question("framework.wired_at", "Where is the port wired in (module or call site)? The adapter's TODOs quote it."))
    if facts.user.gpu is None:
        q.append(Question("user.gpu", "Does the machine where these tests will run have a GPU? (Where you train is requires.platform.) Op-level checks of GPU kernels and every benchmark need one."))
    if "requires.platform" not in facts.given and facts.given:
        q.append(Question("requires.platform", "Which platform does the port run on: rocm, cuda, or any? Until you say, no test skips for the platform."))
    if not plan.overrides:
        perf = plan.perf
        q.append(Question("user.thresholds", f"Keep the default thresholds (performance margin {perf.margin:g}, memory margin {perf.memory_margin:g}, tolerances from references/test-templates.md)?"))
    if plan.has_module and not facts.module.constructor:
        q.append(Question("module.constructor", "How is the module under test built (class, config object, required config fields)?"))
    if plan.has_module and not facts.module.forward_inputs:
        q.append(Question("module.forward_inputs", "What does the module's forward take (every argument, with shapes; attention needs masks and rotary embeddings too)?"))
    if plan.variation and plan.variation.config_sizes and not facts.module.production_sizes:
        fields = ", ".join(plan.variation.config_sizes)
        q.append(Question(
            "module.production_sizes",
            f"Which {fields} values do your training runs use, and at which sizes does the kernel switch paths (wide rows, a "
            "second pass, other tiles)? Each becomes a case built at that size; until you say, only the tail and odd sizes are.",
        ))
    if plan.op_tolerances and plan.backward and not facts.module.params_to_compare:
        q.append(Question("module.params_to_compare", "Which parameters' gradients should be compared? Until you say, every parameter is."))
    if facts.feature.patch_style in BINDING_STYLES and not plan.sites:
        q.append(Question("upstream.symbols", "Which upstream symbols does the port replace, and where else are they imported (aliases)?"))
    if facts.given and not {"requires", "constraints"} & facts.given:
        q.append(Question("requires.packages", "Which packages does the port import (Primus-Turbo, Transformer Engine, DeepEP, ...), and what does it assert about the run (constraints)? Until you say, no test skips."))
    if facts.feature.patch_style == "function_wrapping" and not facts.upstream.transient and "upstream.transient" not in facts.given:
        q.append(Question("upstream.transient", "Does the port swap a binding only while the wrapped call runs, restoring it in `finally` (as Primus's MaxText patch swaps pyconfig.initialize)? List it, or write `transient: []`."))
    if plan.sites and facts.port.sites is None and facts.given:
        q.append(Question("port.sites", "Does your port rebind the sites Primus rebinds (" + ", ".join(s.path for s in plan.sites) + ")? If it rebinds others (a class wrapping another one), list them in port.sites."))
    if facts.given and not port_side.decide_turned_on(facts):
        # Asked whether or not Primus has flags: the existing tests' "after" command turns the port on the way given here.
        primus = f"Primus's flags ({', '.join(facts.enable.flags)}), " if facts.enable.flags else ""
        q.append(Question("port.flags", f"How is your port turned on: {primus}a flag of your own (port.flags), an environment variable (port.env) or a call (port.call)?"))
    for item in facts.module.forward_inputs:
        if plan.has_module and item.is_tensor and not item.shape:
            q.append(Question(f"module.forward_inputs.{item.name}.shape", f"What shape does the forward input {item.name} have (dimensions as numbers or config-field names)?"))
    constraint_keys = list(dict.fromkeys(n for c in facts.constraints for n in c.param.names))
    if constraint_keys and facts.port.config_keys is None:
        validation = list(dict.fromkeys(c.param.text for c in facts.constraints if "arg_validation" in c.source or "/args/" in c.source))
        extra = f" ({', '.join(validation)} come from Primus's own argument validation.)" if validation else ""
        q.append(Question("port.config_keys", f"Does your framework's run config have each of {', '.join(constraint_keys)}?{extra} List the ones it has in port.config_keys; a constraint on a key it lacks is Primus's only and is not checked."))
    unnamed = [s.path for s in plan.sites if not s.ported]
    if unnamed and not facts.implementation.ported_at:
        q.append(Question("implementation.ported", "What is the dotted path of your ported implementation? With it, the site checks assert the exact object."))
    elif unnamed:
        q.append(
            Question(
                "implementation.ported",
                f"Which object of your port does each of {', '.join(unnamed)} bind? Name it in implementation.ported_at "
                "(or implementation.ported for every site ported_at leaves out); until then these sites are only checked to no longer be upstream.",
            )
        )
    if not plan.call_counted and plan.port_kind in ("drop_in", "full_replacement"):
        q.append(
            Question(
                "implementation.ported",
                "Nothing proves the port ran: the facts name neither implementation.ported nor implementation.turbo. "
                "Name either, and test_port_is_called counts its calls during the ported run (upstream compared with upstream passes every other test).",
            )
        )
    if not facts.user.existing_tests:
        q.append(Question("user.existing_tests", "Which of your existing tests touch the changed area? They run before and after the port."))
    return tuple(q)

