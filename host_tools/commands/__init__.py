"""The host tool's verbs: one module per verb (add_arguments, run), and what the verbs share.

The top of the host tool: a verb may import any other package of host_tools, and no other
package imports a verb (tests/host/test_host_layout.py)."""
