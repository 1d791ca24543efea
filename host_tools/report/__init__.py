"""The report: what it reads from the store, which charts it draws, the charts' SVG, the page."""
