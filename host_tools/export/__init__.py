"""Stored sessions written out as CSV, JSON and XLSX files."""
