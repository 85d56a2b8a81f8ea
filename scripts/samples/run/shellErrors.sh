# Read by bash before each shell code sample (BASH_ENV): names the command that stopped the sample and its line.
trap 'status=$?; echo "sample.sh: line $LINENO: \`$BASH_COMMAND\` exited with $status" >&2' ERR
