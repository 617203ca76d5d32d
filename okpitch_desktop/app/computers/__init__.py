"""Running the computer seats without freezing the window: the worker thread, the search
process and the child jobs."""
