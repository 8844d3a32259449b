// Replaced by the ArgumentParser root command.
print("audiosession")
