// The DiffReports module; its sources arrive with the snapshot-diff issue.
