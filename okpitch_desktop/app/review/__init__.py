"""The post-hand review and the computers' reasons, run for the window."""
