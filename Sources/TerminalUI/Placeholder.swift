import CNcursesw
enum TerminalUIPlaceholder {}
