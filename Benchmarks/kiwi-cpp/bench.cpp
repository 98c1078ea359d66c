// kiwi's C++ core on W1 (N = 96) and W4, timed as kiwi_bench.py times them
// in Python but without Python: the other side of compare-kiwi-cpp.
//
// Prints kiwi_bench.py's JSON fields for each workload: workload, n, ops,
// seconds (the median over --reps), best_seconds, reps. W4-build's seconds
// are per solver (100 solvers a rep), as in kiwi_bench.py.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <kiwi/kiwi.h>

struct Term { int variable; double coefficient; };
struct Row { int first, count; double constant; int op; double strength; };
#include "workloads.inc"

using Clock = std::chrono::steady_clock;

static double seconds(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

// One system's variables and constraints, made before the clock starts.
struct System {
  std::vector<kiwi::Variable> variables;
  std::vector<kiwi::Constraint> constraints;
};

static System make(int variableCount, const Term* terms, const Row* rows, int rowCount) {
  System s;
  for (int i = 0; i < variableCount; ++i) s.variables.emplace_back();
  for (int r = 0; r < rowCount; ++r) {
    std::vector<kiwi::Term> ts;
    for (int k = rows[r].first; k < rows[r].first + rows[r].count; ++k)
      ts.emplace_back(s.variables[terms[k].variable], terms[k].coefficient);
    kiwi::RelationalOperator op = rows[r].op == 0 ? kiwi::OP_EQ : rows[r].op == 1 ? kiwi::OP_LE : kiwi::OP_GE;
    s.constraints.emplace_back(kiwi::Expression(ts, rows[r].constant), op, rows[r].strength);
  }
  return s;
}

static void emit(const char* workload, int n, int ops, std::vector<double> times) {
  std::sort(times.begin(), times.end());
  double median = times[times.size() / 2];
  if (times.size() % 2 == 0) median = (times[times.size() / 2 - 1] + times[times.size() / 2]) / 2;
  std::printf("{\"workload\": \"%s\", \"n\": %d, \"ops\": %d, \"seconds\": %.9g, \"best_seconds\": %.9g, \"reps\": %zu}\n",
              workload, n, ops, median, times.front(), times.size());
  std::fflush(stdout);
}

int main(int argc, char** argv) {
  int reps = 5;
  const char* only = "W1,W4";
  // W4-suggest's loops; 0 leaves a process that runs W4's builds alone.
  int w4Loops = 10000;
  for (int i = 1; i + 1 < argc; ++i) {
    if (!std::strcmp(argv[i], "--reps")) reps = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--only")) only = argv[i + 1];
    if (!std::strcmp(argv[i], "--w4-loops")) w4Loops = std::atoi(argv[i + 1]);
  }
  if (std::strstr(only, "W1")) {
    std::vector<double> times;
    for (int r = 0; r < reps; ++r) {
      System s = make(W1_VARIABLES, W1_TERMS, W1_ROWS, W1_ROW_COUNT);
      kiwi::Solver solver;
      auto a = Clock::now();
      for (auto& c : s.constraints) solver.addConstraint(c);
      solver.updateVariables();
      times.push_back(seconds(a, Clock::now()));
    }
    emit("W1-build", 96, W1_ROW_COUNT, times);
  }
  if (std::strstr(only, "W4")) {
    const int builds = 100;
    std::vector<double> times;
    for (int r = 0; r < reps; ++r) {
      std::vector<System> systems;
      for (int b = 0; b < builds; ++b) systems.push_back(make(W4_VARIABLES, W4_TERMS, W4_ROWS, W4_ROW_COUNT));
      std::vector<kiwi::Solver> kept(builds);
      auto a = Clock::now();
      for (int b = 0; b < builds; ++b) {
        kiwi::Solver& solver = kept[b];
        solver.addEditVariable(systems[b].variables[W4_WIDTH], W4_EDIT_STRENGTH);
        solver.addEditVariable(systems[b].variables[W4_HEIGHT], W4_EDIT_STRENGTH);
        for (auto& c : systems[b].constraints) solver.addConstraint(c);
      }
      times.push_back(seconds(a, Clock::now()) / builds);
    }
    emit("W4-build", 37, W4_ROW_COUNT + 2, times);

    const int loops = w4Loops;
    times.clear();
    for (int r = 0; r < reps; ++r) {
      System s = make(W4_VARIABLES, W4_TERMS, W4_ROWS, W4_ROW_COUNT);
      kiwi::Solver solver;
      kiwi::Variable width = s.variables[W4_WIDTH], height = s.variables[W4_HEIGHT];
      solver.addEditVariable(width, W4_EDIT_STRENGTH);
      solver.addEditVariable(height, W4_EDIT_STRENGTH);
      for (auto& c : s.constraints) solver.addConstraint(c);
      auto a = Clock::now();
      for (int k = 0; k < loops; ++k) {
        for (int z = 0; z < W4_SIZE_COUNT; ++z) {
          solver.suggestValue(width, W4_SIZES[z][0]);
          solver.suggestValue(height, W4_SIZES[z][1]);
          solver.updateVariables();
        }
      }
      times.push_back(seconds(a, Clock::now()));
    }
    emit("W4-suggest", 37, W4_SIZE_COUNT * loops, times);
  }
  return 0;
}
