"""Root with the Law of Rootbotics bots."""
