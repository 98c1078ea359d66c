#include <stdio.h>
#include <editline/readline.h>

/* Swift 6 refuses to touch C globals directly (shared mutable state); the
   REPL is one thread, so these accessors are safe where it calls them. */
static inline void alrepl_set_completion_function(rl_completion_func_t *f) { rl_attempted_completion_function = f; }
static inline const char *alrepl_line_buffer(void) { return rl_line_buffer; }
static inline void alrepl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void alrepl_set_append_character(int c) { rl_completion_append_character = c; }
