"""Looking at decisions: the post-hand review, the computers' reasons and the hint."""
