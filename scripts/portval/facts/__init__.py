"""The facts contract: the declared fields, their validation, expressions and version specifiers, the JSON Schema
file, and edits to a facts file."""
