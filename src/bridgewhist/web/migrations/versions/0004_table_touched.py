"""When each table was last written: ``bw_tables.touched``, so the server loads at start only the
tables in play (issue 14, item 6); the others are loaded on first use.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add ``touched`` (an ISO time; null for a table of an older server: loaded on first use)."""
    op.add_column("bw_tables", sa.Column("touched", sa.String(40), nullable=True))
    op.create_index("bw_tables_touched", "bw_tables", ["touched"])


def downgrade() -> None:
    """Drop ``touched``."""
    op.drop_index("bw_tables_touched", "bw_tables")
    with op.batch_alter_table("bw_tables") as batch:
        batch.drop_column("touched")
