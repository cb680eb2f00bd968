"""The Qt adapter between the engine and the table: owns the running game."""
