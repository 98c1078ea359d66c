print("alrepl")
