// The ViewKit module; its sources arrive with the issue that builds it.
