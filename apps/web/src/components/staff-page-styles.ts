// the Mantine component styles the staff pages use (each page loads only what it renders)
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
