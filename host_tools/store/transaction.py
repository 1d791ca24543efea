"""The store's one way to write: BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any exception, so a
write is all of it or nothing, and waits for another process's write (the server beside a sync).
"""

from contextlib import contextmanager


@contextmanager
def transaction(conn):
    """`with transaction(conn):` runs its block as one immediate transaction. The connection is
    in autocommit mode (isolation_level None, database.open_store): nothing else opens one."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
