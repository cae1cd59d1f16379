"""What each receiver of a web table may see, and events in words."""
