"""A mixture-of-experts block for the toy framework.

Like Megatron's ``transformer.moe`` it splits the block into a token
dispatcher (``dispatcher.TokenDispatcher``, bound again in ``layer`` by
``from ... import TokenDispatcher``), the layer that routes tokens and runs
the experts, and a global config object the run reads (``config.CONFIG``).
"""
